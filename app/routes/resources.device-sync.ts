// Being built: see the favourites and history modules.
export function loader() {
	throw new Response(null, { status: 404 })
}
