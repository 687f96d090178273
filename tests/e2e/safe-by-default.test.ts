/**
 * Issue 15, tried from outside as an attacker and a stranger would, against the production build: a fuzz of every
 * route of the route table with bodies it cannot read and text with control characters (no 5xx), writes from
 * another site (403, nothing changed), guessing a password from one address (the owner still signs in), the
 * cookies' flags, and the dev doors reached through a proxy.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { PAGE_ROUTES, RESOURCE_ROUTES, STAFF_ROUTES } from '#app/route-table.ts'
import { STAFF, uniqueIraqiMobile } from './helpers.ts'

test.describe.configure({ mode: 'serial' })

let base = ''
// Playwright reads the fixtures from an object pattern, an empty one here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(({}, info) => {
	base = String(info.project.use.baseURL)
})

/** `origin: null` sends no Origin header (a request made outside any page). */
type Probe = { method?: string; headers?: Record<string, string>; body?: BodyInit | null; cookie?: string; origin?: string | null }

/** One request as a script would send it, same-origin unless the probe says otherwise; redirects are not followed. */
async function http(path: string, { method = 'GET', headers = {}, body = null, cookie, origin = base }: Probe = {}) {
	const response = await fetch(base + path, {
		method,
		redirect: 'manual',
		headers: { ...(origin === null ? {} : { origin }), ...(cookie ? { cookie } : {}), ...headers },
		body,
	})
	const text = await response.text()
	return { status: response.status, text, setCookies: response.headers.getSetCookie() }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

function sessionCookieOf(setCookies: string[], name: string): string {
	const pair = setCookies.map((header) => header.split(';')[0]!).find((value) => value.startsWith(`${name}=`) && value.length > name.length + 1)
	if (!pair) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookies)}`)
	return pair
}

/** A new buyer signed in with a WhatsApp code read from the outbox (this machine may read it). */
async function newBuyer(): Promise<{ cookie: string; setCookies: string[] }> {
	const phone = uniqueIraqiMobile()
	const sent = await http('/pages/login/index', {
		method: 'POST',
		headers: FORM,
		body: form({ intent: 'send-code', account: phone.local, callingCode: '964', channel: 'whatsapp' }),
	})
	expect(sent.status).toBe(200)
	const outbox = await http(`/dev/outbox?to=${encodeURIComponent(phone.international)}`)
	const code = /\b(\d{6})\b/.exec(outbox.text.slice(outbox.text.indexOf(`data-recipient="${phone.international}"`)))?.[1]
	expect(code).toBeTruthy()
	const signedIn = await http('/pages/login/index', {
		method: 'POST',
		headers: FORM,
		body: form({ intent: 'verify-code', account: phone.local, callingCode: '964', code: code!, redirectTo: '/' }),
	})
	expect(signedIn.status).toBe(302)
	return { cookie: sessionCookieOf(signedIn.setCookies, '__Host-dijla_session'), setCookies: signedIn.setCookies }
}

async function staffCookie(): Promise<string> {
	const signedIn = await http('/staff/login', { method: 'POST', headers: FORM, body: form({ account: STAFF.username, password: STAFF.password }) })
	expect(signedIn.status).toBe(302)
	return sessionCookieOf(signedIn.setCookies, '__Host-dijla_staff')
}

/** Every path of the route table, with a placeholder for each parameter, and the file behind it (under app/). */
function routePaths(): Map<string, string> {
	const fill = (path: string) => `/${path.replace(/:[a-zA-Z]+/g, 'x0').replace('*', 'x0')}`.replace(/\/$/, '') || '/'
	const routes: Array<[string, string]> = [
		...[...PAGE_ROUTES, ...RESOURCE_ROUTES].map((route): [string, string] => [fill(route.path), route.file]),
		...STAFF_ROUTES.flatMap(
			(route): Array<[string, string]> =>
				'children' in route
					? route.children.map((child): [string, string] => [fill(child.path ? `${route.path}/${child.path}` : route.path), child.file])
					: [[fill(route.path), route.file]],
		),
	]
	// The sign-out doors are left for last: they end the sessions the other probes use.
	const last = ['/staff/logout', '/pages/log-off/index']
	return new Map(routes.sort(([a], [b]) => Number(last.includes(a)) - Number(last.includes(b))))
}

/**
 * Whether a route's module exports an action. A route without one answers every POST with 405 before reading the
 * body, so the unreadable bodies and odd methods probe it, and the intents (which only an action reads) need not.
 */
function hasAction(file: string): boolean {
	return /export (async function|function|const) action\b/.test(fs.readFileSync(path.join('app', file), 'utf8'))
}

/** Intents of the shop's forms (one action per page, one intent per button), each sent with control characters. */
const INTENTS = [
	'accept',
	'add',
	'approve',
	'assign',
	'avatar',
	'buy',
	'cancel',
	'canned',
	'cash',
	'change',
	'changeAddress',
	'checkout',
	'clear',
	'close',
	'confirmReceipt',
	'costs',
	'create',
	'delete',
	'dismissAlerts',
	'help',
	'logistics-event',
	'logistics-number',
	'move',
	'move-down',
	'move-up',
	'notCollected',
	'order',
	'password-login',
	'place',
	'profile',
	'quote',
	'receive',
	'register',
	'reject',
	'remark',
	'remove',
	'rename',
	'reopen',
	'reorder',
	'reply',
	'repurchase',
	'reset-password',
	'restart',
	'search',
	'send',
	'send-code',
	'setDefault',
	'slips',
	'start',
	'update',
	'verify',
	'verify-code',
	'withdrawQuote',
]
const NUL = 'a\u0000b\u0001c'
const FIELDS = [
	'account',
	'address',
	'body',
	'callingCode',
	'channel',
	'city',
	'code',
	'description',
	'fullName',
	'id',
	'keyword',
	'name',
	'orderId',
	'password',
	'phone',
	'postcode',
	'productId',
	'province',
	'quantity',
	'reason',
	'remark',
	'skuId',
	'text',
	'title',
]

const UNREADABLE: Array<{ name: string } & Probe> = [
	{
		name: 'JSON where a form is expected',
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: '{"intent":"add","body":"a\\u0000b"}',
	},
	{ name: 'text/plain', method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'intent=add' },
	{ name: 'no content type', method: 'POST', headers: {}, body: new Uint8Array([1, 2, 3]) },
	{
		name: 'multipart cut short',
		method: 'POST',
		headers: { 'content-type': 'multipart/form-data; boundary=zz' },
		body: '--zz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd',
	},
	{ name: 'multipart without a boundary', method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'intent=add' },
	{ name: 'broken JSON', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"clientId":' },
	{ name: 'DELETE without a body', method: 'DELETE' },
	{ name: 'PUT with a form', method: 'PUT', headers: FORM, body: 'intent=add' },
]

test('fuzz: every route answers unreadable bodies, control characters and odd methods with a 4xx, never a 5xx', async () => {
	test.setTimeout(300_000)
	const buyer = await newBuyer()
	const staff = await staffCookie()
	const failures: string[] = []
	const check = async (label: string, path: string, probe: Probe) => {
		const { status, text } = await http(path, probe)
		if (status >= 500) failures.push(`${status} ${probe.method ?? 'GET'} ${path} ${label}: ${text.slice(0, 120)}`)
	}
	const files = routePaths()
	const paths = [...files.keys()]
	// Everything but the sign-out doors at once, a few requests at a time (a crowd of strangers, not a queue).
	const signOuts = paths.filter((path) => ['/staff/logout', '/pages/log-off/index'].includes(path))
	const probesOf = (path: string): Array<() => Promise<void>> => {
		const cookie = path.startsWith('/staff') ? staff : buyer.cookie
		const probes: Array<() => Promise<void>> = []
		for (const who of [undefined, cookie]) {
			for (const probe of UNREADABLE) probes.push(() => check(probe.name, path, { ...probe, cookie: who }))
			// A mangled link (percent signs that decode to nothing): the page's own answer, never a 5xx.
			probes.push(() => check('an undecodable query', `${path}?productId=%ZZ&keyword=%E0%A4%A&page=%`, { cookie: who }))
			// A control character in the address: 400 at the door.
			probes.push(async () => {
				const query = await http(`${path}?productId=${encodeURIComponent(NUL)}&categoryId=a%00b&keyword=%00&orderId=%0a`, { cookie: who })
				if (query.status !== 400) failures.push(`${query.status} GET ${path} with NUL in the query (expected 400)`)
			})
		}
		if (!hasAction(files.get(path)!)) return probes
		// Every intent, every common field with control characters in it, signed in.
		for (const intent of INTENTS) {
			const fields = Object.fromEntries(FIELDS.map((field) => [field, NUL]))
			probes.push(() => check(`intent=${intent} with NUL`, path, { method: 'POST', headers: FORM, body: form({ ...fields, intent }), cookie }))
		}
		probes.push(() => {
			const multipart = new FormData()
			for (const field of FIELDS) multipart.append(field, NUL)
			multipart.append('intent', 'send')
			return check('multipart with NUL', path, { method: 'POST', body: multipart, cookie })
		})
		return probes
	}
	const queue = paths.filter((path) => !signOuts.includes(path)).flatMap(probesOf)
	await Promise.all(
		Array.from({ length: 6 }, async () => {
			for (let probe = queue.shift(); probe; probe = queue.shift()) await probe()
		}),
	)
	for (const path of signOuts) for (const probe of probesOf(path)) await probe()
	const pathNul = await http('/pages/commodity_details/index%00')
	expect(pathNul.status).toBe(400)
	const mangledPath = await http('/pages/%E0%A4%A/index', { headers: { accept: 'text/html', 'accept-language': 'en' } })
	expect(mangledPath.status).toBe(400)
	expect(mangledPath.text).toContain('characters we cannot read')
	expect(failures).toEqual([])
})

test('a chat message with a NUL in it is kept (the character removed), not lost to a 500', async () => {
	const buyer = await newBuyer()
	const clientId = `nul-${Date.now().toString(36)}`
	const sent = await http('/resources/chat-messages', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ clientId, body: 'مرحبا\u0000 بالدعم' }),
		cookie: buyer.cookie,
	})
	expect(sent.status).toBe(200)
	expect(JSON.parse(sent.text).message.body).toBe('مرحبا بالدعم')
})

test('writes from another site are refused with 403 and change nothing; the shop’s own go through', async () => {
	const buyer = await newBuyer()
	const staff = await staffCookie()
	const messages = async () => JSON.parse((await http('/resources/chat-messages?after=0', { cookie: buyer.cookie })).text).messages.length as number
	const send = (headers: Record<string, string>) =>
		http('/resources/chat-messages', {
			method: 'POST',
			headers: { 'content-type': 'application/json', ...headers },
			body: JSON.stringify({ clientId: `xs-${Math.random().toString(36).slice(2)}`, body: 'from another site' }),
			cookie: buyer.cookie,
		})
	const before = await messages()
	// A foreign Origin; no Origin and a foreign Referer; neither (a signed-in write); a browser saying cross-site.
	expect((await send({ origin: 'https://evil.example' })).status).toBe(403)
	expect(
		(
			await http('/resources/chat-messages', {
				method: 'POST',
				origin: null,
				headers: { 'content-type': 'application/json', referer: 'https://evil.example/page' },
				body: '{"clientId":"xs-r","body":"x"}',
				cookie: buyer.cookie,
			})
		).status,
	).toBe(403)
	expect(
		(
			await http('/resources/chat-messages', {
				method: 'POST',
				origin: null,
				headers: { 'content-type': 'application/json' },
				body: '{"clientId":"xs-n","body":"x"}',
				cookie: buyer.cookie,
			})
		).status,
	).toBe(403)
	expect((await send({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
	expect(await messages()).toBe(before)
	// The same request from the shop itself goes through.
	expect((await send({})).status).toBe(200)
	expect(await messages()).toBe(before + 1)

	// A page action: a foreign form adding an address changes nothing.
	const addresses = async () => (await http('/pages/address/index?_data=routes%2Faddress-list', { cookie: buyer.cookie })).text
	const listed = await addresses()
	const foreign = await http('/pages/address-add/index', {
		method: 'POST',
		headers: { ...FORM, origin: 'https://evil.example' },
		body: form({ fullName: 'Evil', phone: '07701234567', address: 'Nowhere' }),
		cookie: buyer.cookie,
	})
	expect(foreign.status).toBe(403)
	expect(foreign.text).toContain('crossSite')
	expect(await addresses()).toBe(listed)

	// The console's sign-out from another site leaves the agent signed in.
	expect((await http('/staff/logout', { method: 'POST', headers: { origin: 'https://evil.example' }, cookie: staff })).status).toBe(403)
	expect((await http('/staff/orders', { cookie: staff })).status).toBe(200)
})

test('opening search results or the chat room writes nothing', async () => {
	const buyer = await newBuyer()
	const keyword = `nowrite${Date.now().toString(36)}`
	await http(`/pages/search-detail/index?keyword=${keyword}`, { cookie: buyer.cookie, headers: { 'sec-fetch-site': 'cross-site' } })
	expect((await http('/pages/search-key/index', { cookie: buyer.cookie })).text).not.toContain(keyword)
	// The buyer's own search bar remembers it (a POST from the shop).
	const searched = await http('/pages/search-key/index', {
		method: 'POST',
		headers: FORM,
		body: form({ intent: 'search', keyword }),
		cookie: buyer.cookie,
	})
	expect(searched.status).toBe(302)
	expect((await http('/pages/search-key/index', { cookie: buyer.cookie })).text).toContain(keyword)
})

test('guessing a password from one address slows that address; the owner signs in from their own', async () => {
	const attacker = `203.0.113.${Math.floor(Math.random() * 200) + 20}`
	const guess = (password: string, from?: string) =>
		http('/pages/login/index', {
			method: 'POST',
			headers: { ...FORM, ...(from ? { 'x-forwarded-for': from } : {}) },
			body: form({ intent: 'password-login', account: 'buyer@dijla.test', callingCode: '964', password }),
		})
	const statuses: number[] = []
	for (let attempt = 0; attempt < 12; attempt++) statuses.push((await guess(`wrong-${attempt}1`, attacker)).status)
	expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true)
	expect(statuses.at(-1)).toBe(429)
	// Even the right password waits there…
	expect((await guess('buyer12345', attacker)).status).toBe(429)
	// …but not from the owner's address.
	const owner = await guess('buyer12345')
	expect(owner.status).toBe(302)
})

test('production cookies: the session is __Host-, Secure, HttpOnly and SameSite=Lax', async () => {
	const { setCookies } = await newBuyer()
	const session = setCookies.find((header) => header.startsWith('__Host-dijla_session='))!
	expect(session).toMatch(/; Path=\//)
	expect(session).toMatch(/; HttpOnly/)
	expect(session).toMatch(/; Secure/)
	expect(session).toMatch(/; SameSite=Lax/)
	expect(session).not.toMatch(/Domain=/i)
	expect(setCookies.some((header) => header.startsWith('dijla_session='))).toBe(false)
})

test('the dev doors answer only this machine directly: through a proxy they do not exist', async () => {
	expect((await http('/dev/outbox')).status).toBe(200)
	expect((await http('/dev/outbox', { headers: { 'x-forwarded-for': '198.51.100.4' } })).status).toBe(404)
	expect((await http('/dev/gateway?checkout=x', { headers: { 'x-forwarded-for': '198.51.100.4' } })).status).toBe(404)
	expect(
		(
			await http('/dev/gateway', {
				method: 'POST',
				headers: { ...FORM, 'x-forwarded-for': '198.51.100.4' },
				body: form({ checkout: 'x', decision: 'approve' }),
			})
		).status,
	).toBe(404)
})

test('a production start with no sender and no gateway offers no door: no outbox, no sandbox, no code channel, no card', async ({ page }) => {
	// A fresh embedded database migrates on start: on a busy 2-core machine that has taken over 90 s.
	test.setTimeout(240_000)
	const port = Number(new URL(base).port) + 2
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dijla-closed-'))
	const env = Object.fromEntries(
		Object.entries(process.env).filter(([name]) => !/^(DIJLA_|DATABASE_URL|WHATSAPP_|SMS_|SMTP_|MAIL_|PAYMENT_)/.test(name)),
	)
	const server = spawn(process.execPath, ['server.js'], {
		env: { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DIJLA_DATA_DIR: dataDir, DIJLA_SEED: 'false', LOG_LEVEL: 'warn' },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let log = ''
	server.stdout.on('data', (chunk) => (log += chunk))
	server.stderr.on('data', (chunk) => (log += chunk))
	try {
		const closed = `http://127.0.0.1:${port}`
		await expect.poll(async () => (await fetch(`${closed}/healthz`).catch(() => null))?.status, { timeout: 180_000 }).toBe(200)
		for (const door of ['/dev/outbox', '/dev/gateway?checkout=x']) expect((await fetch(closed + door)).status).toBe(404)
		const approve = await fetch(`${closed}/dev/gateway`, {
			method: 'POST',
			headers: { ...FORM, origin: closed },
			body: form({ checkout: 'x', decision: 'approve' }),
		})
		expect(approve.status).toBe(404)
		// Asking for a code anyway: refused, and nothing is written anywhere a page could show it.
		const ask = await fetch(`${closed}/pages/login/index`, {
			method: 'POST',
			headers: { ...FORM, origin: closed },
			body: form({ intent: 'send-code', account: '07701234567', callingCode: '964', channel: 'whatsapp' }),
		})
		expect(ask.status).toBe(400)
		expect(await ask.text()).toContain('auth.code.channelUnavailable')
		// The login page offers no code button, and says to use the password.
		await page.goto(`${closed}/pages/login/index?lang=ar`)
		await page.waitForFunction(() => (window as { __remixContext?: unknown }).__remixContext !== undefined)
		await page.getByLabel('رقم الجوال أو البريد الإلكتروني').fill('07701234567')
		await expect(page.getByText('لا نرسل الرموز بهذه الطريقة حالياً', { exact: false })).toBeVisible()
		await expect(page.getByRole('button', { name: /واتساب/ })).toHaveCount(0)
		expect(log).toContain('not offered')
	} finally {
		server.kill('SIGTERM')
		await new Promise((resolve) => server.once('exit', resolve))
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
})
