import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/db.ts'
import { DeliveryError } from './code-sender.ts'
import { OtpConfigError, parseOtpConfig } from './config.server.ts'
import { createEmailSender } from './email.server.ts'
import { createCodeSender, isDevOutboxEnabled, listOutboxMessages, senderKinds } from './index.server.ts'
import { codeMessage } from './messages.ts'
import { createOutboxSender } from './outbox.server.ts'
import { createSmsSender } from './sms.server.ts'
import { startHttpStub, type StubReply } from './testing/http-stub.ts'
import { parseMail, startSmtpSink } from './testing/smtp-sink.ts'
import { createWhatsAppSender } from './whatsapp.server.ts'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
	while (cleanups.length) await cleanups.pop()?.()
})

async function stub(reply: () => StubReply) {
	const server = await startHttpStub(reply)
	cleanups.push(server.close)
	return server
}

async function expectDeliveryError(promise: Promise<unknown>): Promise<DeliveryError> {
	const error = await promise.then(
		() => null,
		(caught: unknown) => caught,
	)
	expect(error).toBeInstanceOf(DeliveryError)
	return error as DeliveryError
}

describe('WhatsApp Cloud API sender', () => {
	test('posts an authentication template with the code in the body and the copy-code button', async () => {
		const server = await stub(() => ({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgM123' }] } }))
		const sender = createWhatsAppSender({ token: 'wa-secret', phoneNumberId: '1055', template: 'dijla_login_code', apiBase: `${server.url}/v21.0` })

		const result = await sender.send({ channel: 'whatsapp', to: '+964 770 123 4567', code: '482913', locale: 'zh' })

		expect(result).toEqual({ id: 'wamid.HBgM123' })
		const [request] = server.requests
		expect(request?.method).toBe('POST')
		expect(request?.url).toBe('/v21.0/1055/messages')
		expect(request?.headers.authorization).toBe('Bearer wa-secret')
		expect(request?.headers['content-type']).toBe('application/json')
		expect(JSON.parse(request?.body ?? '')).toEqual({
			messaging_product: 'whatsapp',
			recipient_type: 'individual',
			to: '9647701234567',
			type: 'template',
			template: {
				name: 'dijla_login_code',
				language: { code: 'zh_CN' },
				components: [
					{ type: 'body', parameters: [{ type: 'text', text: '482913' }] },
					{ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
				],
			},
		})
	})

	test('Kurdish buyers get the Arabic template', async () => {
		const server = await stub(() => ({ status: 200, body: { messages: [{ id: 'wamid.2' }] } }))
		const sender = createWhatsAppSender({ token: 't', phoneNumberId: '1', template: 'dijla_login_code', apiBase: server.url })
		await sender.send({ channel: 'whatsapp', to: '+9647501234567', code: '111111', locale: 'ckb' })
		expect(JSON.parse(server.requests[0]?.body ?? '').template.language).toEqual({ code: 'ar' })
	})

	test('a 500 answer is a retryable DeliveryError that leaks neither code nor number', async () => {
		const server = await stub(() => ({ status: 500, body: { error: { message: 'An unknown error occurred', code: 1, error_subcode: 99 } } }))
		const sender = createWhatsAppSender({ token: 't', phoneNumberId: '1', template: 'dijla_login_code', apiBase: server.url })
		const error = await expectDeliveryError(sender.send({ channel: 'whatsapp', to: '+9647701234567', code: '482913', locale: 'ar' }))
		expect(error).toMatchObject({ channel: 'whatsapp', retryable: true, status: 500, providerCode: '1/99' })
		expect(error.message).not.toContain('482913')
		expect(error.message).not.toContain('7701234567')
	})

	test('a 400 answer (bad template, invalid number) is not retryable', async () => {
		const server = await stub(() => ({ status: 400, body: { error: { message: 'Template name does not exist', code: 132001 } } }))
		const sender = createWhatsAppSender({ token: 't', phoneNumberId: '1', template: 'nope', apiBase: server.url })
		const error = await expectDeliveryError(sender.send({ channel: 'whatsapp', to: '+9647701234567', code: '1', locale: 'ar' }))
		expect(error).toMatchObject({ retryable: false, status: 400, providerCode: '132001' })
		expect(error.message).toContain('Template name does not exist')
	})

	test('a 200 without a message id is not taken as success', async () => {
		const server = await stub(() => ({ status: 200, body: {} }))
		const sender = createWhatsAppSender({ token: 't', phoneNumberId: '1', template: 'x', apiBase: server.url })
		await expectDeliveryError(sender.send({ channel: 'whatsapp', to: '+9647701234567', code: '1', locale: 'ar' }))
	})

	test('an unreachable API is a retryable DeliveryError', async () => {
		const server = await startHttpStub(() => ({ status: 200, body: {} }))
		await server.close()
		const sender = createWhatsAppSender({ token: 't', phoneNumberId: '1', template: 'x', apiBase: server.url })
		const error = await expectDeliveryError(sender.send({ channel: 'whatsapp', to: '+9647701234567', code: '1', locale: 'ar' }))
		expect(error.retryable).toBe(true)
		expect(error.status).toBeUndefined()
	})
})

describe('SMS gateway sender', () => {
	test('posts { to, from, text } with the bearer token and the localized text', async () => {
		const server = await stub(() => ({ status: 202, body: { id: 'gw-77' } }))
		const sender = createSmsSender({ url: `${server.url}/api/sms`, token: 'sms-secret', senderId: 'Dijla' })

		const result = await sender.send({ channel: 'sms', to: '+9647701234567', code: '123456', locale: 'ar' })

		expect(result).toEqual({ id: 'gw-77' })
		const [request] = server.requests
		expect(request?.url).toBe('/api/sms')
		expect(request?.headers.authorization).toBe('Bearer sms-secret')
		expect(JSON.parse(request?.body ?? '')).toEqual({
			to: '+9647701234567',
			from: 'Dijla',
			text: 'رمز الدخول إلى دجلة: 123456. لا تشاركه مع أحد. صالح لمدة 5 دقائق.',
		})
	})

	test('a 500 answer becomes a retryable DeliveryError, a 401 a permanent one', async () => {
		let status = 500
		const server = await stub(() => ({ status, body: { message: 'gateway down' } }))
		const sender = createSmsSender({ url: server.url, token: 't', senderId: 'Dijla' })
		const error = await expectDeliveryError(sender.send({ channel: 'sms', to: '+9647701234567', code: '123456', locale: 'en' }))
		expect(error).toMatchObject({ channel: 'sms', retryable: true, status: 500 })
		expect(error.message).toContain('gateway down')

		status = 401
		const refused = await expectDeliveryError(sender.send({ channel: 'sms', to: '+9647701234567', code: '123456', locale: 'en' }))
		expect(refused).toMatchObject({ retryable: false, status: 401 })
	})

	test('a recipient that is not a phone number is refused before any request', async () => {
		const server = await stub(() => ({ status: 200, body: {} }))
		const sender = createSmsSender({ url: server.url, token: 't', senderId: 'Dijla' })
		const error = await expectDeliveryError(sender.send({ channel: 'sms', to: 'buyer@example.com', code: '1', locale: 'en' }))
		expect(error.retryable).toBe(false)
		expect(server.requests).toHaveLength(0)
	})
})

describe('SMTP e-mail sender', () => {
	test('delivers an Arabic subject, a text part and an HTML part carrying the code', async () => {
		const sink = await startSmtpSink()
		cleanups.push(sink.close)
		const sender = createEmailSender({ smtpUrl: `smtp://mailer:pa55@127.0.0.1:${sink.port}`, from: 'Dijla <no-reply@dijla.test>' })

		const result = await sender.send({ channel: 'email', to: 'buyer@example.com', code: '654321', locale: 'ar' })

		expect(result.id).toMatch(/^<.+>$/)
		expect(sink.messages).toHaveLength(1)
		const [received] = sink.messages
		expect(received?.to).toEqual(['buyer@example.com'])
		expect(received?.from).toBe('no-reply@dijla.test')
		expect(received?.auth).toBe('mailer:pa55')
		const mail = parseMail(received?.raw ?? '')
		expect(mail.subject).toBe('رمز الدخول إلى دجلة')
		expect(mail.text).toBe('رمز الدخول إلى دجلة: 654321. لا تشاركه مع أحد. صالح لمدة 5 دقائق.')
		expect(mail.html).toContain('dir="rtl"')
		expect(mail.html).toContain('>654321</bdi></p>')
		expect(mail.headers.get('content-language')).toBe('ar')
	})

	test('each language has its own subject and text', async () => {
		const sink = await startSmtpSink()
		cleanups.push(sink.close)
		const sender = createEmailSender({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: 'no-reply@dijla.test' })
		for (const locale of ['ckb', 'en', 'zh'] as const) {
			await sender.send({ channel: 'email', to: 'buyer@example.com', code: '000777', locale })
		}
		const mails = sink.messages.map((message) => parseMail(message.raw))
		expect(mails.map((mail) => mail.subject)).toEqual(['کۆدی چوونەژوورەوە بۆ دیجلە', 'Your Dijla sign-in code', '迪杰拉登录验证码'])
		for (const mail of mails) expect(mail.text).toContain('000777')
		expect(mails[1]?.html).toContain('dir="ltr"')
	})

	test('a refused recipient is a permanent DeliveryError', async () => {
		const sink = await startSmtpSink({ rcptReply: '550 5.1.1 No such user' })
		cleanups.push(sink.close)
		const sender = createEmailSender({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: 'no-reply@dijla.test' })
		const error = await expectDeliveryError(sender.send({ channel: 'email', to: 'nobody@example.com', code: '1', locale: 'en' }))
		expect(error).toMatchObject({ channel: 'email', retryable: false })
	})

	test('a temporary refusal is retryable', async () => {
		const sink = await startSmtpSink({ rcptReply: '451 4.7.1 Try again later' })
		cleanups.push(sink.close)
		const sender = createEmailSender({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: 'no-reply@dijla.test' })
		const error = await expectDeliveryError(sender.send({ channel: 'email', to: 'buyer@example.com', code: '1', locale: 'en' }))
		expect(error).toMatchObject({ retryable: true, status: 451 })
	})

	test('an unreachable SMTP server is a retryable DeliveryError', async () => {
		const sink = await startSmtpSink()
		await sink.close()
		const sender = createEmailSender({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: 'no-reply@dijla.test' }, { timeoutMs: 2_000 })
		const error = await expectDeliveryError(sender.send({ channel: 'email', to: 'buyer@example.com', code: '1', locale: 'en' }))
		expect(error.retryable).toBe(true)
	})
})

describe('outbox sender and the chooser', () => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase()
	})
	afterAll(async () => {
		await database.close()
	})

	test('the outbox writes the localized message and lists it newest first', async () => {
		const outbox = createOutboxSender(database.db)
		const first = await outbox.send({ channel: 'sms', to: '+9647700000001', code: '111222', locale: 'en' })
		const second = await outbox.send({ channel: 'email', to: 'buyer@example.com', code: '333444', locale: 'ar' })
		expect(first.id).not.toBe(second.id)

		const all = await listOutboxMessages(database.db, { limit: 10 })
		expect(all.map((message) => message.id).slice(0, 2)).toEqual([second.id, first.id])

		const [mail] = await listOutboxMessages(database.db, { recipient: 'buyer@example.com', limit: 5 })
		expect(mail).toMatchObject({ channel: 'email', recipient: 'buyer@example.com', subject: 'رمز الدخول إلى دجلة' })
		expect(mail?.body).toBe(codeMessage('ar', '333444').text)

		const [sms] = await listOutboxMessages(database.db, { recipient: '+9647700000001', limit: 5 })
		expect(sms).toMatchObject({
			channel: 'sms',
			subject: null,
			body: 'Your Dijla sign-in code: 111222. Do not share it with anyone. Valid for 5 minutes.',
		})
	})

	test('with nothing configured every channel goes to the outbox', async () => {
		expect(isDevOutboxEnabled({})).toBe(true)
		const sender = createCodeSender({}, database.db)
		expect(sender.kinds).toEqual({ whatsapp: 'outbox', sms: 'outbox', email: 'outbox' })
		const { id } = await sender.send({ channel: 'whatsapp', to: '+9647709999999', code: '909090', locale: 'ckb' })
		const [row] = await listOutboxMessages(database.db, { recipient: '+9647709999999', limit: 1 })
		expect(row?.id).toBe(id)
		expect(row?.body).toContain('909090')
	})

	test('in production without the dev doors a channel with no real sender is not offered, and nothing reaches the outbox', async () => {
		const env = { NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 't' }
		expect(isDevOutboxEnabled(env)).toBe(false)
		const sender = createCodeSender(env, database.db)
		expect(sender.available).toEqual({ whatsapp: false, sms: true, email: false })
		await expect(sender.send({ channel: 'whatsapp', to: '+9647708888888', code: '121212', locale: 'ar' })).rejects.toThrow(
			/No sender is configured for whatsapp/,
		)
		expect(await listOutboxMessages(database.db, { recipient: '+9647708888888', limit: 5 })).toEqual([])
		// The explicit opt-in (the demo, the browser tests) keeps the outbox, for this machine only (dev-doors.server.ts).
		const demo = createCodeSender({ NODE_ENV: 'production', DIJLA_DEV_DOORS: 'loopback' }, database.db)
		expect(demo.available).toEqual({ whatsapp: true, sms: true, email: true })
		expect(isDevOutboxEnabled({ NODE_ENV: 'production', DIJLA_DEV_DOORS: 'loopback' })).toBe(true)
	})

	test('a configured channel uses its real adapter; the others stay on the outbox', async () => {
		const server = await stub(() => ({ status: 200, body: { messages: [{ id: 'wamid.real' }] } }))
		const env = { WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '42', WHATSAPP_API_BASE: server.url }
		const sender = createCodeSender(env, database.db)
		expect(sender.kinds).toEqual({ whatsapp: 'whatsapp-cloud', sms: 'outbox', email: 'outbox' })
		expect(isDevOutboxEnabled(env)).toBe(true)

		expect(await sender.send({ channel: 'whatsapp', to: '+9647701112222', code: '123123', locale: 'ar' })).toEqual({ id: 'wamid.real' })
		expect(server.requests[0]?.url).toBe('/42/messages')
		expect(await listOutboxMessages(database.db, { recipient: '+9647701112222', limit: 5 })).toEqual([])

		await sender.send({ channel: 'sms', to: '+9647701112222', code: '123123', locale: 'ar' })
		expect(await listOutboxMessages(database.db, { recipient: '+9647701112222', limit: 5 })).toHaveLength(1)
	})

	test('a failing real sender does not fall back to the outbox', async () => {
		const server = await stub(() => ({ status: 503, body: {} }))
		const sender = createCodeSender({ SMS_GATEWAY_URL: server.url, SMS_GATEWAY_TOKEN: 't' }, database.db)
		await expectDeliveryError(sender.send({ channel: 'sms', to: '+9647703334444', code: '1', locale: 'ar' }))
		expect(await listOutboxMessages(database.db, { recipient: '+9647703334444', limit: 5 })).toEqual([])
	})
})

describe('parseOtpConfig', () => {
	const full = {
		WHATSAPP_TOKEN: 'wa',
		WHATSAPP_PHONE_NUMBER_ID: '1234567890',
		SMS_GATEWAY_URL: 'https://sms.example.iq/send',
		SMS_GATEWAY_TOKEN: 'sms',
		SMS_SENDER_ID: 'DijlaShop',
		SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
		MAIL_FROM: 'Dijla <no-reply@dijla.iq>',
	}

	test('every combination of configured channels picks the right adapters', () => {
		const groups = {
			whatsapp: { WHATSAPP_TOKEN: full.WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: full.WHATSAPP_PHONE_NUMBER_ID },
			sms: { SMS_GATEWAY_URL: full.SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN: full.SMS_GATEWAY_TOKEN },
			email: { SMTP_URL: full.SMTP_URL, MAIL_FROM: full.MAIL_FROM },
		}
		for (let mask = 0; mask < 8; mask++) {
			const env = {
				...(mask & 1 ? groups.whatsapp : {}),
				...(mask & 2 ? groups.sms : {}),
				...(mask & 4 ? groups.email : {}),
			}
			const kinds = senderKinds(parseOtpConfig(env))
			expect(kinds).toEqual({
				whatsapp: mask & 1 ? 'whatsapp-cloud' : 'outbox',
				sms: mask & 2 ? 'sms-gateway' : 'outbox',
				email: mask & 4 ? 'smtp' : 'outbox',
			})
			expect(isDevOutboxEnabled(env)).toBe(mask !== 7)
		}
	})

	test('defaults and values', () => {
		expect(parseOtpConfig({ ...full, SMS_SENDER_ID: undefined, WHATSAPP_API_BASE: 'https://graph.facebook.com/v22.0/' })).toEqual({
			whatsapp: { token: 'wa', phoneNumberId: '1234567890', template: 'dijla_login_code', apiBase: 'https://graph.facebook.com/v22.0' },
			sms: { url: 'https://sms.example.iq/send', token: 'sms', senderId: 'Dijla' },
			email: { smtpUrl: 'smtps://user:pass@smtp.example.com:465', from: 'Dijla <no-reply@dijla.iq>' },
		})
		expect(parseOtpConfig({ WHATSAPP_TOKEN: '', SMTP_URL: '   ' })).toEqual({ whatsapp: null, sms: null, email: null })
	})

	test('a half-configured channel is an error naming the missing variable', () => {
		expect(() => parseOtpConfig({ WHATSAPP_TOKEN: 'wa' })).toThrow(OtpConfigError)
		expect(() => parseOtpConfig({ WHATSAPP_TOKEN: 'wa' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: required when WHATSAPP_TOKEN is set/)
		expect(() => parseOtpConfig({ SMS_GATEWAY_TOKEN: 't' })).toThrow(/SMS_GATEWAY_URL: required/)
		expect(() => parseOtpConfig({ MAIL_FROM: 'a@b.c' })).toThrow(/SMTP_URL: required/)
	})

	test('malformed values are errors naming the variable', () => {
		expect(() => parseOtpConfig({ ...full, SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/)
		expect(() => parseOtpConfig({ ...full, SMS_GATEWAY_URL: 'ftp://x' })).toThrow(/SMS_GATEWAY_URL/)
		expect(() => parseOtpConfig({ ...full, WHATSAPP_PHONE_NUMBER_ID: 'abc' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/)
		expect(() => parseOtpConfig({ ...full, WHATSAPP_TEMPLATE: 'Bad Name' })).toThrow(/WHATSAPP_TEMPLATE/)
	})
})
