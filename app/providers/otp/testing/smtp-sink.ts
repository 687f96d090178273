import net from 'node:net'

/**
 * A tiny SMTP server for tests, on a random loopback port: it speaks enough ESMTP for nodemailer (EHLO, AUTH
 * PLAIN/LOGIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT) and keeps every message it accepts, raw.
 * (stack.md names smtp-server + postal-mime for this; they are not installed in this project, so this sink and
 * the small MIME reader below stand in for them.)
 */
export type ReceivedMail = { from: string; to: string[]; raw: string; auth: string | null }

export type SmtpSinkOptions = {
	/** Reply to RCPT TO with this line instead of 250 (e.g. '550 5.1.1 No such user'). */
	rcptReply?: string
}

export type SmtpSink = { port: number; messages: ReceivedMail[]; close: () => Promise<void> }

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
	const messages: ReceivedMail[] = []
	const sockets = new Set<net.Socket>()
	const server = net.createServer((socket) => {
		sockets.add(socket)
		socket.on('close', () => sockets.delete(socket))
		socket.on('error', () => {})
		socket.setEncoding('utf8')
		const write = (line: string) => socket.write(`${line}\r\n`)
		let buffer = ''
		let mode: 'command' | 'data' | 'auth-plain' | 'auth-login-user' | 'auth-login-pass' = 'command'
		let current: ReceivedMail = { from: '', to: [], raw: '', auth: null }
		let auth: string | null = null

		const handleCommand = (line: string) => {
			const verb = line.slice(0, 4).toUpperCase()
			if (mode === 'auth-plain') {
				auth = Buffer.from(line, 'base64').toString('utf8').split('\u0000').filter(Boolean).join(':')
				mode = 'command'
				return write('235 2.7.0 Authentication successful')
			}
			if (mode === 'auth-login-user') {
				auth = Buffer.from(line, 'base64').toString('utf8')
				mode = 'auth-login-pass'
				return write('334 UGFzc3dvcmQ6')
			}
			if (mode === 'auth-login-pass') {
				auth = `${auth}:${Buffer.from(line, 'base64').toString('utf8')}`
				mode = 'command'
				return write('235 2.7.0 Authentication successful')
			}
			switch (verb) {
				case 'EHLO':
					return write('250-sink.test\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 AUTH PLAIN LOGIN')
				case 'HELO':
					return write('250 sink.test')
				case 'AUTH': {
					const [, method, initial] = line.split(' ')
					if (method?.toUpperCase() === 'PLAIN') {
						if (initial) {
							mode = 'auth-plain'
							return handleCommand(initial)
						}
						mode = 'auth-plain'
						return write('334 ')
					}
					if (method?.toUpperCase() === 'LOGIN') {
						if (initial) {
							mode = 'auth-login-user'
							return handleCommand(initial)
						}
						mode = 'auth-login-user'
						return write('334 VXNlcm5hbWU6')
					}
					return write('504 5.5.4 Unrecognized authentication type')
				}
				case 'MAIL':
					current = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [], raw: '', auth }
					return write('250 2.1.0 Ok')
				case 'RCPT':
					if (options.rcptReply) return write(options.rcptReply)
					current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
					return write('250 2.1.5 Ok')
				case 'DATA':
					mode = 'data'
					return write('354 End data with <CR><LF>.<CR><LF>')
				case 'RSET':
					current = { from: '', to: [], raw: '', auth }
					return write('250 2.0.0 Ok')
				case 'NOOP':
					return write('250 2.0.0 Ok')
				case 'QUIT':
					write('221 2.0.0 Bye')
					return socket.end()
				default:
					return write('502 5.5.2 Command not recognized')
			}
		}

		socket.on('data', (chunk: string) => {
			buffer += chunk
			while (true) {
				if (mode === 'data') {
					const end = buffer.indexOf('\r\n.\r\n')
					const atStart = buffer.startsWith('.\r\n')
					if (end === -1 && !atStart) return
					const body = atStart ? '' : buffer.slice(0, end)
					buffer = buffer.slice(atStart ? 3 : end + 5)
					current.raw = body.replace(/^\.\./gm, '.')
					messages.push(current)
					mode = 'command'
					write(`250 2.0.0 Ok: queued as sink-${messages.length}`)
					continue
				}
				const newline = buffer.indexOf('\r\n')
				if (newline === -1) return
				const line = buffer.slice(0, newline)
				buffer = buffer.slice(newline + 2)
				handleCommand(line)
			}
		})
		write('220 sink.test ESMTP')
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address() as net.AddressInfo
	return {
		port: address.port,
		messages,
		close: () =>
			new Promise<void>((resolve) => {
				for (const socket of sockets) socket.destroy()
				server.close(() => resolve())
			}),
	}
}

/* ---------- a minimal MIME reader: enough for the messages nodemailer writes ---------- */

export type ParsedMail = { headers: Map<string, string>; subject: string; text: string | null; html: string | null }

function splitHeaderBody(raw: string): { headerText: string; body: string } {
	const index = raw.indexOf('\r\n\r\n')
	return index === -1 ? { headerText: raw, body: '' } : { headerText: raw.slice(0, index), body: raw.slice(index + 4) }
}

function parseHeaders(headerText: string) {
	const headers = new Map<string, string>()
	for (const line of headerText.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
		const colon = line.indexOf(':')
		if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
	}
	return headers
}

function decodeQuotedPrintableBytes(input: string): Buffer {
	const soft = input.replace(/=\r?\n/g, '')
	const bytes: number[] = []
	for (let index = 0; index < soft.length; index++) {
		const char = soft[index] as string
		if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(index + 1, index + 3))) {
			bytes.push(Number.parseInt(soft.slice(index + 1, index + 3), 16))
			index += 2
		} else {
			bytes.push(...Buffer.from(char, 'utf8'))
		}
	}
	return Buffer.from(bytes)
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), with the space between adjacent words dropped. */
export function decodeEncodedWords(value: string): string {
	return value
		.replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
		.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, data: string) =>
			encoding.toUpperCase() === 'B'
				? Buffer.from(data, 'base64').toString('utf8')
				: decodeQuotedPrintableBytes(data.replace(/_/g, ' ')).toString('utf8'),
		)
}

function decodeBody(body: string, transferEncoding: string | undefined) {
	const encoding = (transferEncoding ?? '7bit').toLowerCase()
	if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
	if (encoding === 'quoted-printable') return decodeQuotedPrintableBytes(body).toString('utf8')
	return body
}

export function parseMail(raw: string): ParsedMail {
	const { headerText, body } = splitHeaderBody(raw)
	const headers = parseHeaders(headerText)
	const result: ParsedMail = { headers, subject: decodeEncodedWords(headers.get('subject') ?? ''), text: null, html: null }
	const visit = (partHeaders: Map<string, string>, partBody: string) => {
		const contentType = partHeaders.get('content-type') ?? 'text/plain'
		const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
		if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
			const parts = partBody.split(`--${boundary}`).slice(1)
			for (const part of parts) {
				if (part.startsWith('--')) break
				const { headerText: innerHeaders, body: innerBody } = splitHeaderBody(part.replace(/^\r\n/, ''))
				visit(parseHeaders(innerHeaders), innerBody.replace(/\r\n$/, ''))
			}
			return
		}
		const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'))
		if (contentType.toLowerCase().startsWith('text/html')) result.html ??= decoded
		else if (contentType.toLowerCase().startsWith('text/plain')) result.text ??= decoded
	}
	visit(headers, body)
	return result
}
