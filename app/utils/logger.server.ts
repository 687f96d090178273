import pino from 'pino'

/** JSON logs in production; secrets and codes never reach them (redaction). */
export const logger = pino({
	level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
	redact: ['password', 'code', '*.password', '*.code', 'req.headers.cookie', 'req.headers.authorization'],
	base: undefined,
})
