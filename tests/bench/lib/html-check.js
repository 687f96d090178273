// Valid HTML, as a browser and the Nu HTML checker read a page: NUL bytes in the bytes sent, and the checker's
// errors (vnu.jar from the `vnu-jar` package, run on the machine's Java 17+).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { browserHeaders } from './measure.js'
import { rootDir } from './servers.js'

const run = promisify(execFile)
export const vnuJar = path.join(rootDir, 'node_modules/vnu-jar/build/dist/vnu.jar')

/** The page's bytes exactly as sent (no compression), and where its NUL bytes are. */
export async function fetchPage(url, { headers = {} } = {}) {
	const response = await fetch(url, { headers: { ...browserHeaders, 'accept-encoding': 'identity', ...headers }, redirect: 'manual' })
	const bytes = Buffer.from(await response.arrayBuffer())
	const nul = []
	for (let at = bytes.indexOf(0); at >= 0; at = bytes.indexOf(0, at + 1)) nul.push(at)
	return { status: response.status, location: response.headers.get('location'), bytes, nul }
}

/**
 * Runs the Nu HTML checker once over many pages. `pages` maps a name to its bytes; returns, per name, the
 * checker's errors (`{ message, line, extract }`) and warnings count.
 */
export async function nuCheck(pages) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dijla-vnu-'))
	try {
		const files = Object.entries(pages).map(([name, bytes], index) => {
			const file = path.join(dir, `${String(index).padStart(3, '0')}.html`)
			fs.writeFileSync(file, bytes)
			return { name, file }
		})
		const { stdout } = await run(
			'java',
			['-Xss4m', '-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map((f) => f.file)],
			{
				maxBuffer: 64 * 1024 * 1024,
			},
		)
		const messages = JSON.parse(stdout).messages ?? []
		return Object.fromEntries(
			files.map(({ name, file }) => {
				const own = messages.filter((m) => m.url === `file:${file}` || m.url?.endsWith(file))
				return [
					name,
					{
						errors: own
							.filter((m) => m.type === 'error' || m.subType === 'fatal')
							.map((m) => ({ message: m.message, line: m.lastLine, extract: m.extract })),
						warnings: own.filter((m) => m.type === 'info' && m.subType === 'warning').length,
					},
				]
			}),
		)
	} finally {
		fs.rmSync(dir, { recursive: true, force: true })
	}
}
