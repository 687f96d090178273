import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

/** Files git knows (tracked or new and not ignored), so the checks see exactly what will be committed. */
export function sourceFiles(pattern: RegExp): Array<{ file: string; text: string }> {
	const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
	return output
		.split('\n')
		.filter((file) => pattern.test(file) && fs.existsSync(path.join(ROOT, file)))
		.map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }))
}
