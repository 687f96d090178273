/**
 * The chat bench's data: a bench buyer whose support conversation holds 10,000 messages (buyer and staff,
 * short and long, Arabic and English, over the last 90 days), and a member of staff who wrote the replies.
 *
 *   DIJLA_DATA_DIR=<dir> npx tsx tests/bench/parts/chat-seed.ts [--messages=10000]
 *   DATABASE_URL=postgres://… npx tsx tests/bench/parts/chat-seed.ts
 *
 * Run before the app starts on that database (PGlite is one process's); the app's own start-up then seeds
 * the demo shop around it. Idempotent: a `seed_runs` marker says it is done. Prints the bench buyer's
 * account and password as JSON on stdout.
 */
import { eq, sql } from 'drizzle-orm'
import { getDatabase } from '#app/db/client.server.ts'
import { migrateDatabase } from '#app/db/migrate.server.ts'
import { chatMessages, conversations, seedRuns, users } from '#app/db/schema/index.ts'
import { createRandom } from '#app/db/seed/random.ts'
import { hashPassword } from '#app/modules/auth/users.server.ts'

export const BENCH_CHAT_BUYER = { email: 'bench-chat@dijla.test', phone: '+9647709990001', password: 'bench-chat-12345' }
const BENCH_CHAT_STAFF = { username: 'bench-chat-staff' }
const MARKER = 'bench-chat-timeline'
const MARKER_VERSION = 1

const argv = process.argv.slice(2)
const messageCount = Number(argv.find((arg) => arg.startsWith('--messages='))?.split('=')[1] ?? 10_000)
const log = (message: string) => console.error(`[bench:chat-seed] ${message}`)

const BUYER_LINES = [
	'السلام عليكم، هل هذا المنتج متوفر؟',
	'كم سعر الكرتونة إذا أخذت ٥٠ قطعة؟',
	'Can you ship this by air? I need it before the end of the month.',
	'شكراً جزيلاً',
	'هل يوجد لون آخر غير الأسود؟ الزبائن عندي يطلبون الأبيض والرمادي، وإذا ممكن ترسل لي صور حقيقية من المصنع قبل الشحن.',
	'OK',
	'متى يصل الطلب إلى بغداد؟',
	'I paid the transfer this morning, please check.\nThe reference is on the slip.',
]
const STAFF_LINES = [
	'وعليكم السلام، نعم متوفر',
	'سعر الجملة يبدأ من ١٠٠ قطعة، وسنرسل لك عرض سعر خاص خلال ساعة.',
	'The sea shipment takes 35–45 days; air is 7–12 days.',
	'تم استلام الحوالة، شكراً لك. الطلب الآن قيد الشراء من المورد وسنبلغك عند الشحن.',
	'نعم، يوجد الأبيض والرمادي والأزرق.\nسأرسل لك الصور الآن.',
	'👍',
	'Your order left the warehouse in Guangzhou today. Tracking will update in 2–3 days.',
]

async function main() {
	const handle = getDatabase()
	const { db } = handle
	try {
		await migrateDatabase(handle)
		const [marker] = await db.select({ version: seedRuns.version }).from(seedRuns).where(eq(seedRuns.name, MARKER))
		if (marker?.version === MARKER_VERSION) {
			log('already seeded')
			return
		}
		const startedAt = performance.now()
		const random = createRandom('dijla-bench-chat')
		await db.transaction(async (tx) => {
			const [buyer] = await tx
				.insert(users)
				.values({
					email: BENCH_CHAT_BUYER.email,
					phone: BENCH_CHAT_BUYER.phone,
					firstName: 'Bench',
					lastName: 'Buyer',
					passwordHash: await hashPassword(BENCH_CHAT_BUYER.password),
					language: 'ar',
				})
				.returning({ id: users.id })
			const [staff] = await tx
				.insert(users)
				.values({ username: BENCH_CHAT_STAFF.username, firstName: 'Bench', lastName: 'Support', role: 'staff' })
				.returning({ id: users.id })
			const [conversation] = await tx.insert(conversations).values({ buyerId: buyer!.id }).returning({ id: conversations.id })
			// Oldest first, so seq follows time; a few messages an hour over the last 90 days.
			const now = Date.now()
			const span = 90 * 24 * 60 * 60 * 1000
			let lastSeq = 0
			let lastAt = new Date(now)
			const batch = 1000
			for (let start = 0; start < messageCount; start += batch) {
				const values = []
				for (let index = start; index < Math.min(messageCount, start + batch); index++) {
					const staffSide = random.chance(0.45)
					const createdAt = new Date(now - span + Math.round((span * index) / messageCount))
					const line = random.pick(staffSide ? STAFF_LINES : BUYER_LINES)
					values.push({
						conversationId: conversation!.id,
						senderId: staffSide ? staff!.id : buyer!.id,
						side: staffSide ? ('staff' as const) : ('buyer' as const),
						clientId: `bench-chat-${index}`,
						kind: 'text' as const,
						// The last message is found by its text in the timeline bench.
						body: index === messageCount - 1 ? `bench-last-message ${messageCount}` : `${line} (#${index + 1})`,
						createdAt,
						updatedAt: createdAt,
					})
				}
				const rows = await tx.insert(chatMessages).values(values).returning({ seq: chatMessages.seq, createdAt: chatMessages.createdAt })
				for (const row of rows) {
					if (row.seq > lastSeq) {
						lastSeq = row.seq
						lastAt = row.createdAt
					}
				}
			}
			await tx
				.update(conversations)
				.set({ lastMessageSeq: lastSeq, lastMessageAt: lastAt, buyerLastReadSeq: lastSeq, staffLastReadSeq: lastSeq, buyerUnread: 0, staffUnread: 0 })
				.where(eq(conversations.id, conversation!.id))
			await tx.insert(seedRuns).values({ name: MARKER, version: MARKER_VERSION })
		})
		await db.execute(sql`analyze chat_messages`)
		log(`${messageCount} messages seeded in ${Math.round(performance.now() - startedAt)} ms`)
	} finally {
		await handle.close()
	}
}

main().then(
	() => {
		console.log(JSON.stringify({ account: BENCH_CHAT_BUYER.email, password: BENCH_CHAT_BUYER.password, messages: messageCount }))
		process.exit(0)
	},
	(error: unknown) => {
		console.error(error)
		process.exit(1)
	},
)
