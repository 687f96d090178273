// The Dijla HTTP server: express in front of the Remix request handler.
// `NODE_ENV=production node server.js` serves build/; otherwise Vite's dev server.
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import { readdirSync } from 'node:fs'
import { createLoadContext } from './server/load-context.js'
import { requestQueue } from './server/request-queue.js'
import { forkWorkers, workerCount } from './server/workers.js'

const MODE = process.env.NODE_ENV === 'production' ? 'production' : 'development'
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

// With PostgreSQL in production, this process only keeps WEB_CONCURRENCY workers running (server/workers.js).
if (forkWorkers(workerCount())) await new Promise(() => {})

const viteDevServer = MODE === 'production' ? undefined : await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }))

async function loadBuild() {
	return viteDevServer ? viteDevServer.ssrLoadModule('virtual:remix/server-build') : import('./build/server/index.js')
}

const build = await loadBuild()
let app
try {
	// Validates configuration, applies migrations and seeds an empty database.
	app = await build.entry.module.startApp()
} catch (error) {
	if (error?.name === 'EnvError') {
		console.error(error.message)
		process.exit(1)
	}
	throw error
}

const server = express()
server.disable('x-powered-by')
server.set('trust proxy', app.env.TRUST_PROXY)
const compress = compression({
	// Server-sent events must reach the client as they are written.
	filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
})
server.use((_req, res, next) => {
	res.set('X-Content-Type-Options', 'nosniff')
	res.set('Referrer-Policy', 'strict-origin-when-cross-origin')
	res.set('X-Frame-Options', 'SAMEORIGIN')
	next()
})
// Before anything reads it: an address with control characters is 400, a write from another site 403.
server.use(app.requestGuard)
// The app's catalogue reads asked without a token come from the shared cache (app/api/api-middleware.server.ts),
// before compression and the static files, which do nothing for them: the cached answer is kept compressed.
if (!viteDevServer) server.use(build.entry.module.apiCacheMiddleware({ compress }))
// The real-time stream (SSE) likewise: long-lived, never compressed, never queued; each frame written straight to the
// connection (app/realtime/events-middleware.server.ts).
if (!viteDevServer) server.use(build.entry.module.realtimeEventsMiddleware())
server.use(compress)

if (viteDevServer) {
	server.use(viteDevServer.middlewares)
} else {
	// Fingerprinted assets never change, and come compressed from the build (scripts/precompress.js): brotli
	// when the browser takes it, else gzip; compression() leaves an encoded response alone.
	server.use(
		'/assets',
		expressStaticGzip('build/client/assets', {
			enableBrotli: true,
			orderPreference: ['br', 'gz'],
			index: false,
			serveStatic: { immutable: true, maxAge: ONE_YEAR_SECONDS * 1000 },
		}),
	)
	// Everything else in public/ may change. The service worker and its offline screen are asked for again each
	// time (no-cache), so a deploy reaches every browser at its next page load (decision 025). Only paths under the
	// build's own top-level names go looking on disk: a page's request skips a failed file lookup (about a sixth of
	// a cached page's server time, tests/bench/README.md part api).
	const publicFiles = express.static('build/client', {
		maxAge: 60 * 60 * 1000,
		setHeaders(res, path) {
			if (/\/(sw\.js|offline\.html)$/.test(path)) res.setHeader('Cache-Control', 'no-cache')
		},
	})
	const publicNames = new Set(readdirSync('build/client').filter((name) => name !== 'assets'))
	server.use((req, res, next) => {
		const first = req.path.split('/')[1] ?? ''
		if (publicNames.has(first)) publicFiles(req, res, next)
		else next()
	})
}

if (!viteDevServer) {
	// Catalogue pictures and the messages files, the same for everyone, never wait behind pages (app/public-files-middleware.server.ts).
	server.use(build.entry.module.publicFilesMiddleware())
	// Visitors' pages every visitor sees the same come from the shared page cache (app/utils/page-cache.server.ts).
	server.use(build.entry.module.pageCacheMiddleware({ build }))
}

// A few requests at a time reach Remix; the others wait in arrival order (server/request-queue.js).
server.use(requestQueue())

// The app's API goes to its own router, without Remix matching the path against every page's route first; in
// development app/routes/api.ts hands it to the same router.
if (!viteDevServer) server.use(build.entry.module.apiMiddleware())

server.all(
	'*',
	createRequestHandler({
		build: viteDevServer ? () => loadBuild() : build,
		mode: MODE,
		getLoadContext: createLoadContext(app),
	}),
)

const listener = server.listen(app.env.PORT, app.env.HOST, () => {
	app.announce(`http://localhost:${listener.address().port}`)
})

function shutdown(signal) {
	app.logger.info({ signal }, 'shutting down')
	listener.close(() => {
		app.stop().finally(() => process.exit(0))
	})
	setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
