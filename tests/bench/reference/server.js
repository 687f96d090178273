// The reference's production server: the same stack as Dijla's server.js
// (express + compression + @remix-run/express), nothing else.
// Usage: PORT=3100 node tests/bench/reference/server.js
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

process.env.NODE_ENV ??= 'production'
const here = path.dirname(fileURLToPath(import.meta.url))
const build = await import(path.join(here, 'build/server/index.js'))

const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }))
app.all('*', createRequestHandler({ build, mode: 'production' }))

const port = Number(process.env.PORT ?? 3100)
const host = process.env.HOST ?? '127.0.0.1'
app.listen(port, host, () => {
	console.log(`reference listening on http://${host}:${port}`)
})
