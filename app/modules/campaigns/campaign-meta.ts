import { type MetaDescriptor } from '@remix-run/node'
import { pageMeta, rootTitles } from '#app/i18n/meta.ts'

type Seo = {
	title: string
	description: string
	url: string
	image: string | null
	locale: string
}
type RootMatch = { id: string; data: unknown }

/**
 * A campaign page's title and its link preview (Open Graph, Twitter), in the language the shared link names:
 * what WhatsApp shows the friend before they open it.
 */
export function campaignMeta(data: { seo: Seo } | undefined, matches: readonly RootMatch[], titleId: string): MetaDescriptor[] {
	if (!data?.seo.title) return pageMeta(matches, titleId)
	const { seo } = data
	const brand = rootTitles(matches)['app.name'] ?? ''
	const tags: MetaDescriptor[] = [
		{ title: brand ? `${seo.title} · ${brand}` : seo.title },
		{ name: 'description', content: seo.description },
		{ property: 'og:type', content: 'website' },
		{ property: 'og:site_name', content: brand },
		{ property: 'og:title', content: seo.title },
		{ property: 'og:description', content: seo.description },
		{ property: 'og:url', content: seo.url },
		{ property: 'og:locale', content: seo.locale },
		{
			name: 'twitter:card',
			content: seo.image ? 'summary_large_image' : 'summary',
		},
		{ name: 'twitter:title', content: seo.title },
		{ name: 'twitter:description', content: seo.description },
		// A campaign is one buyer's; search engines need not list it.
		{ name: 'robots', content: 'noindex' },
	]
	if (seo.image) {
		tags.push(
			{ property: 'og:image', content: seo.image },
			{ property: 'og:image:width', content: '750' },
			{ property: 'og:image:height', content: '750' },
			{ property: 'og:image:alt', content: seo.title },
			{ name: 'twitter:image', content: seo.image },
		)
	}
	return tags
}
