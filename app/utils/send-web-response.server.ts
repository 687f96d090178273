import { writeReadableStreamToWritable } from '@remix-run/node'
import { type Response as ExpressResponse } from 'express'

/**
 * A web `Response` written to express's response, for the middlewares that answer in front of Remix (the API, the
 * public files): its status, its headers (each Set-Cookie on its own line) and its body as it streams.
 */
export async function sendWebResponse(res: ExpressResponse, response: Response) {
	res.status(response.status)
	for (const [name, value] of response.headers) if (name !== 'set-cookie') res.append(name, value)
	for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie)
	if (response.body) await writeReadableStreamToWritable(response.body, res)
	else res.end()
}
