declare module 'virtual:dijla/stylesheet' {
	/** The built app stylesheet's public address (`/assets/style-<hash>.css`), or null in development. */
	const href: string | null
	export default href
}
