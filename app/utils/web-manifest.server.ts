import { directionOf, type Locale } from '#app/i18n/locales.ts'
import { plainMessage } from '#app/i18n/messages.server.ts'

/** The brand colour (design-system tokens `brand`) and the page behind the column (`surfaceSunken` family). */
export const THEME_COLOUR = '#0B6E75'
const BACKGROUND_COLOUR = '#F3F6F7'

/** What the phone needs to install the shop: its name and direction in the buyer's language, icons, colours. */
export function webManifest(locale: Locale) {
	return {
		id: '/',
		name: plainMessage(locale, 'app.name'),
		short_name: plainMessage(locale, 'app.name'),
		description: plainMessage(locale, 'app.description'),
		lang: locale,
		dir: directionOf(locale),
		start_url: '/',
		scope: '/',
		display: 'standalone',
		orientation: 'portrait',
		background_color: BACKGROUND_COLOUR,
		theme_color: THEME_COLOUR,
		categories: ['shopping', 'business'],
		icons: [
			{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
			{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
			{ src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
		],
	}
}
