// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, expect, test } from 'vitest'
import { INTL_LOCALES, type Locale, TIME_ZONE } from '#app/i18n/locales.ts'
import { getLegalDocument } from './legal.server.ts'
import { LegalDocument, sectionAnchor } from './LegalDocument.tsx'

afterEach(cleanup)

// The lead's catalogue holds these; the test brings its own so it does not depend on them.
const MESSAGES: Record<Locale, Record<string, string>> = {
	ar: { 'legal.contents': 'المحتويات', 'legal.updated': 'آخر تحديث: {date}' },
	ckb: { 'legal.contents': 'ناوەڕۆک', 'legal.updated': 'دوایین نوێکردنەوە: {date}' },
	en: { 'legal.contents': 'Contents', 'legal.updated': 'Last updated {date}' },
	zh: { 'legal.contents': '目录', 'legal.updated': '最后更新：{date}' },
}

function renderDocument(locale: Locale) {
	const document = getLegalDocument('policy', locale)
	render(
		<IntlProvider locale={INTL_LOCALES[locale]} messages={MESSAGES[locale]} timeZone={TIME_ZONE}>
			<div lang={locale}>
				<LegalDocument document={document} />
			</div>
		</IntlProvider>,
	)
	return document
}

test('every section is a level-2 heading that the table of contents links to', () => {
	const document = renderDocument('en')
	const contents = screen.getByRole('navigation', { name: 'Contents' })
	const links = within(contents).getAllByRole('link')
	expect(links.map((link) => link.textContent)).toEqual(document.sections.map((section, index) => `${index + 1} ${section.heading}`))
	for (const [index, section] of document.sections.entries()) {
		const heading = screen.getByRole('heading', { level: 2, name: `${index + 1} ${section.heading}` })
		expect(heading.id).toBe(sectionAnchor(section.id))
		expect(links[index]?.getAttribute('href')).toBe(`#${sectionAnchor(section.id)}`)
		expect(screen.getByRole('region', { name: heading.textContent ?? '' })).toBeTruthy()
	}
})

test('shows the update date as a <time> in the reader’s language', () => {
	renderDocument('en')
	const time = screen.getByText('November 22, 2026')
	expect(time.tagName).toBe('TIME')
	expect(time.getAttribute('dateTime')).toBe('2026-11-22')
	expect(time.parentElement?.textContent).toBe('Last updated November 22, 2026')
})

test('numbers sections with Arabic-Indic digits in Arabic', () => {
	const document = renderDocument('ar')
	const first = document.sections[0]
	expect(screen.getByRole('heading', { level: 2, name: `١ ${first?.heading}` })).toBeTruthy()
	expect(screen.getByText('٢٢ تشرين الثاني ٢٠٢٦').tagName).toBe('TIME')
})
