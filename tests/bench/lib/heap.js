// A bench server's memory as its JavaScript engine sees it, read through the server's inspector: the churn section
// starts its server with `--inspect=127.0.0.1:0` (a free port of this machine only) and finds the address in the
// server's log. `process.memoryUsage()` as found, or after a full garbage collection (HeapProfiler.collectGarbage),
// which tells memory still held (a leak) from garbage V8 has not collected yet. Node 20's WebSocket client needs
// `--experimental-websocket`, so a short-lived child process speaks the protocol.
import { execFile } from 'node:child_process'
import fs from 'node:fs'

const CLIENT = `
const [url, mode] = process.argv.slice(1)
const ws = new WebSocket(url)
let id = 0
const pending = new Map()
const call = (method, params = {}) =>
	new Promise((resolve, reject) => {
		pending.set(++id, { resolve, reject })
		ws.send(JSON.stringify({ id, method, params }))
	})
ws.onmessage = (event) => {
	const message = JSON.parse(event.data)
	const waiting = pending.get(message.id)
	if (!waiting) return
	pending.delete(message.id)
	if (message.error) waiting.reject(new Error(message.error.message))
	else waiting.resolve(message.result)
}
ws.onerror = () => {
	console.error('cannot reach the inspector at ' + url)
	process.exit(1)
}
ws.onopen = async () => {
	// Twice: objects the first collection freed may keep others (weak maps, finalizers) for one more.
	if (mode === 'collect') for (let i = 0; i < 2; i++) await call('HeapProfiler.collectGarbage')
	const answer = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })
	process.stdout.write(answer.result.value, () => process.exit(0))
}
`

/** The inspector's WebSocket address a server started with `--inspect=127.0.0.1:0` wrote to its log. */
export function inspectorUrl(logFile) {
	const url = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(fs.readFileSync(logFile, 'utf8'))?.[1]
	if (!url) throw new Error(`no inspector address in ${logFile} (the server must run with --inspect=127.0.0.1:0)`)
	return url
}

/** The server's `process.memoryUsage()` in MB, as found or (`collect`) after a full garbage collection. */
export function serverMemory(url, { collect = false } = {}) {
	return new Promise((resolve, reject) => {
		execFile(
			process.execPath,
			['--experimental-websocket', '--no-warnings', '-e', CLIENT, url, collect ? 'collect' : 'read'],
			{ timeout: 60_000 },
			(error, stdout, stderr) => {
				if (error) return reject(new Error(`reading the server's memory: ${stderr || error.message}`))
				const usage = JSON.parse(stdout)
				const mb = (bytes) => bytes / 2 ** 20
				resolve({ rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed), heapTotalMb: mb(usage.heapTotal), externalMb: mb(usage.external) })
			},
		)
	})
}
