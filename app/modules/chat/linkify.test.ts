import { expect, test } from 'vitest'
import { linkify } from './linkify.ts'

test('http and https addresses become links; the sentence around them stays text', () => {
	expect(linkify('See https://dijla.iq/pages/commodity_details/index?productId=1, then call.')).toEqual([
		{ type: 'text', text: 'See ' },
		{
			type: 'link',
			text: 'https://dijla.iq/pages/commodity_details/index?productId=1',
			href: 'https://dijla.iq/pages/commodity_details/index?productId=1',
		},
		{ type: 'text', text: ', then call.' },
	])
	expect(linkify('www.example.com؟')).toEqual([
		{ type: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
		{ type: 'text', text: '؟' },
	])
})

test('other schemes and markup are never links', () => {
	for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '<a href="https://x.y">x</a>', 'ftp://files.example.com']) {
		expect(linkify(text).every((segment) => segment.type === 'text' || segment.href.startsWith('https://x.y'))).toBe(true)
	}
	expect(linkify('javascript:alert(1)')).toEqual([{ type: 'text', text: 'javascript:alert(1)' }])
	expect(linkify('plain text')).toEqual([{ type: 'text', text: 'plain text' }])
})
