import { type LoaderFunctionArgs } from '@remix-run/node'
import { publicMediaResponse } from '#app/modules/catalog/media.server.ts'

/** Public catalogue media by storage key (`?w=` for a narrower picture); production answers before Remix does. */
export function loader({ params, request }: LoaderFunctionArgs) {
	return publicMediaResponse(params['*'] ?? '', Number(new URL(request.url).searchParams.get('w')))
}
