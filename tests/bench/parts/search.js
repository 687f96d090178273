// Text search: searchProducts over 100,000 generated products, p50/p95/p99 and the golden recall@16, on
// PGlite (and on PostgreSQL when BENCH_DATABASE_URL is set). The measuring code imports the app's search
// module, so it is TypeScript (parts/search.ts) and runs in a child process through tsx; its progress
// goes to results/logs/search.log. It needs no build and no server.
import fs from 'node:fs'
import path from 'node:path'
import { runToEnd } from '../lib/proc.js'
import { logsDir, resultsDir, rootDir } from '../lib/servers.js'

export default {
	name: 'search',
	description: 'text search over 100,000 generated products: p50/p95/p99 (target p95 <= 30 ms) and golden recall@16 (>= 0.9)',
	async run(ctx) {
		const logFile = path.join(logsDir, 'search.log')
		const outFile = path.join(resultsDir, 'search.json')
		fs.mkdirSync(resultsDir, { recursive: true })
		fs.rmSync(outFile, { force: true })
		ctx.log(`search: seeding (first run only, a few minutes) and measuring; progress in ${path.relative(process.cwd(), logFile)}`)
		await runToEnd(path.join(rootDir, 'node_modules/.bin/tsx'), [path.join(rootDir, 'tests/bench/parts/search.ts'), `--out=${outFile}`], {
			cwd: rootDir,
			env: process.env,
			logFile,
		})
		const out = JSON.parse(fs.readFileSync(outFile, 'utf8'))
		for (const row of out.rows) ctx.log(`search: ${row.metric} ${row.value} ${row.unit ?? ''}`)
		return out
	},
}
