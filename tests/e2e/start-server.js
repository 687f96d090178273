// Starts the production build for the browser tests on a fresh database: an
// empty PGlite folder, or, when TEST_DATABASE_URL is set, a freshly created
// PostgreSQL database beside the one it names. The demo shop is seeded on start.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { OAuth2Server } from 'oauth2-mock-server'
import pg from 'pg'

// Its own name per checkout when several suites share one PostgreSQL (E2E_DATABASE).
const E2E_DATABASE = process.env.E2E_DATABASE ?? 'dijla_e2e'
if (!/^[a-z_][a-z0-9_]*$/.test(E2E_DATABASE)) throw new Error(`E2E_DATABASE must be a plain lower-case name, got ${E2E_DATABASE}`)

async function freshPostgres(url) {
	const admin = new pg.Client({ connectionString: url })
	await admin.connect()
	await admin.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE} WITH (FORCE)`)
	await admin.query(`CREATE DATABASE ${E2E_DATABASE} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`)
	await admin.end()
	const target = new URL(url)
	target.pathname = `/${E2E_DATABASE}`
	return target.toString()
}

if (!process.env.E2E_SKIP_BUILD) {
	const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
	if (build.status !== 0) process.exit(build.status ?? 1)
}

/**
 * A local OIDC provider stands in for Google, so the browser tests drive the real
 * sign-in code path (PKCE, state, nonce, id_token verification). It signs in
 * one person, whose e-mail the Google journey checks for.
 */
export const E2E_GOOGLE_USER = { sub: 'e2e-google-0001', email: 'google.buyer@dijla.test', given_name: 'Zahra', family_name: 'Karim' }
const oidc = new OAuth2Server()
await oidc.issuer.keys.generate('RS256')
await oidc.start(Number(process.env.E2E_PORT ?? 3100) + 1, '127.0.0.1')
oidc.service.on('beforeTokenSigning', (token) => {
	if (token.payload.aud === undefined) return
	Object.assign(token.payload, { ...E2E_GOOGLE_USER, email_verified: true, name: 'Zahra Karim' })
})

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dijla-e2e-'))
const env = {
	...process.env,
	NODE_ENV: 'production',
	PORT: process.env.E2E_PORT ?? '3100',
	// Every journey signs in from 127.0.0.1; the per-address limit is for real traffic (tested in otp.server.test.ts).
	OTP_MAX_SENDS_PER_IP: '1000',
	// Journeys read codes from /dev/outbox and pay through the sandbox gateway, from this machine only.
	DIJLA_DEV_DOORS: 'loopback',
	HOST: '127.0.0.1',
	DIJLA_DATA_DIR: dataDir,
	LOG_LEVEL: 'warn',
	GOOGLE_CLIENT_ID: 'dijla-e2e',
	GOOGLE_CLIENT_SECRET: 'dijla-e2e-secret',
	OIDC_TEST_ISSUER: oidc.issuer.url,
}
if (process.env.TEST_DATABASE_URL) {
	env.DATABASE_URL = await freshPostgres(process.env.TEST_DATABASE_URL)
	env.SESSION_SECRET ??= 'e2e-session-secret-that-is-long-enough-0123456789'
}

const server = spawn(process.execPath, ['server.js'], { stdio: 'inherit', env })
const stop = () => {
	server.kill('SIGTERM')
	void oidc.stop()
	fs.rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => process.exit(code ?? 0))
