/** Only same-site paths may be redirected to; anything else goes home. */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
	if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
	return to
}
