import { type RequestHandler } from 'express'
import { messagesFileResponse } from '#app/i18n/messages.server.ts'
import { publicMediaResponse } from '#app/modules/catalog/media.server.ts'
import { sendWebResponse } from '#app/utils/send-web-response.server.ts'

/**
 * Files every visitor gets the same and that never change under their address, answered in production in front of
 * the request queue and of Remix (server.js): catalogue pictures (`/media/<key>`, `?w=` for a narrower one) and a
 * language's compiled messages (`/resources/messages/<locale>-<hash>.json`, which the page needs before it works).
 * A page names twenty or thirty of them. Through the queue they waited four at a time behind the pages being
 * rendered, and Remix matched each against every route of the shop: on a cold load of home, 30 of them asked at once
 * took up to 250 ms, the stylesheet waiting among them (issue 19). The answers are those of the `media/*` and
 * `resources/messages/:file` routes, which development and the tests still use.
 */
export function publicFilesMiddleware(): RequestHandler {
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		const answer = publicFileAnswer(req.path, req.url)
		if (!answer) return next()
		answer.then((response) => sendWebResponse(res, response)).catch(next)
	}
}

/** The answer for a public file's address, or null for any other address (and one that cannot be decoded). */
function publicFileAnswer(path: string, url: string): Promise<Response> | null {
	if (path.startsWith('/media/')) {
		const key = decoded(path.slice('/media/'.length))
		if (key === null) return null
		const width = Number(new URLSearchParams(url.split('?')[1] ?? '').get('w'))
		return publicMediaResponse(key, width)
	}
	const messages = /^\/resources\/messages\/([^/]+)$/.exec(path)
	if (messages) return Promise.resolve(messagesFileResponse(messages[1] ?? ''))
	return null
}

function decoded(part: string): string | null {
	try {
		return decodeURIComponent(part)
	} catch {
		return null
	}
}
