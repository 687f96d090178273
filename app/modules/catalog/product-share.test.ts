import { expect, test } from 'vitest'
import { absoluteImageUrl, openGraphLocale, previewText, productShareUrl, productUrl, shareLanguage, whatsAppShareUrl } from './product-share.ts'

const ID = '3f2c1a9e-8b7d-4c6e-9f10-112233445566'

test('the shared link is the product page with utm_source=share, productId kept', () => {
	const url = new URL(productShareUrl({ origin: 'https://dijla.iq', productId: ID }))
	expect(url.origin + url.pathname).toBe('https://dijla.iq/pages/commodity_details/index')
	expect(url.searchParams.get('productId')).toBe(ID)
	expect(url.searchParams.get('utm_source')).toBe('share')
	expect(url.searchParams.has('lang')).toBe(false)
})

test('the link names a language only when the sharer chose it', () => {
	expect(shareLanguage({ locale: 'en', source: 'query' })).toBe('en')
	expect(shareLanguage({ locale: 'ckb', source: 'cookie' })).toBe('ckb')
	expect(shareLanguage({ locale: 'zh', source: 'user' })).toBe('zh')
	expect(shareLanguage({ locale: 'en', source: 'header' })).toBeNull()
	expect(shareLanguage({ locale: 'ar', source: 'default' })).toBeNull()
	const url = new URL(productShareUrl({ origin: 'https://dijla.iq/', productId: ID, lang: 'ckb' }))
	expect(url.searchParams.get('lang')).toBe('ckb')
	expect(productUrl({ origin: 'http://localhost:3000', productId: ID })).toBe(`http://localhost:3000/pages/commodity_details/index?productId=${ID}`)
})

test('WhatsApp gets the title and the link in one encoded text', () => {
	const link = productShareUrl({ origin: 'https://dijla.iq', productId: ID })
	const wa = whatsAppShareUrl({ text: 'قدر ضغط & غطاء', url: link })
	expect(wa.startsWith('https://wa.me/?text=')).toBe(true)
	expect(decodeURIComponent(wa.slice('https://wa.me/?text='.length))).toBe(`قدر ضغط & غطاء\n${link}`)
	expect(new URL(wa).searchParams.get('text')).toContain(link)
})

test('Open Graph helpers', () => {
	expect(openGraphLocale('ar')).toBe('ar_IQ')
	expect(openGraphLocale('ckb')).toBe('ckb_IQ')
	expect(openGraphLocale('zh')).toBe('zh_CN')
	expect(absoluteImageUrl('https://dijla.iq', '/media/products/ab.webp')).toBe('https://dijla.iq/media/products/ab.webp?w=750')
	expect(previewText('short  text\n\nhere')).toBe('short text here')
	const long = previewText('كلمة '.repeat(100))
	expect(long.length).toBeLessThanOrEqual(160)
	expect(long.endsWith('…')).toBe(true)
})
