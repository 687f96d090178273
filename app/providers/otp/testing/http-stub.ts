import http from 'node:http'
import { type AddressInfo } from 'node:net'

export type StubRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }
export type StubReply = { status: number; body: unknown }

/** A loopback HTTP server that records every request and answers with whatever `reply` returns. */
export async function startHttpStub(reply: (request: StubRequest) => StubReply) {
	const requests: StubRequest[] = []
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
			requests.push(request)
			const answer = reply(request)
			res.writeHead(answer.status, { 'content-type': 'application/json' })
			res.end(JSON.stringify(answer.body))
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections()
				server.close(() => resolve())
			}),
	}
}
