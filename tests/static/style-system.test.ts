import { expect, test } from 'vitest'
import { sourceFiles } from './source-files.ts'

/**
 * One style system (issue 16, decision 015 as amended): the looks every screen shares live in the design
 * system — a page's body (`PageBody`), a section's title (`Heading level={4} as="h2" tone="strong"`), muted text
 * (`Text tone="muted"`), notices (`Callout` with a tone), status badges (`Badge`, and `OrderStatusBadge` with the
 * one status→tone map). A module style file that exports one of these names again is a new local copy.
 */
const SHARED_LOOKS = ['page', 'pageBody', 'section', 'sectionTitle', 'muted', 'notice', 'noticeTones', 'badge', 'badgeTones']

/**
 * The copies not moved yet, by file. This list may only shrink: move a file's copies onto the design system and
 * take its line out. The chat's files belong to the support-desk issue; AppShell's `page` is the shell's frame.
 */
const NOT_MOVED_YET: Record<string, readonly string[]> = {
	'app/components/AppShell.css.ts': ['page'],
	'app/modules/accounts/AccountEntries.css.ts': ['section', 'sectionTitle'],
	'app/modules/accounts/profile.css.ts': ['sectionTitle'],
	'app/modules/addresses/Addresses.css.ts': ['muted'],
	'app/modules/auth/LoginFlow.css.ts': ['notice'],

	'app/modules/chat/support-hours.css.ts': ['notice'],
	'app/modules/legal/LegalDocument.css.ts': ['section'],
	'app/modules/quotes/Quotes.css.ts': ['page', 'muted'],
	'app/providers/otp/DevOutbox.css.ts': ['page'],
}

function exportedNames(text: string) {
	return [...text.matchAll(/^export const (\w+)\b/gm)].map((match) => match[1] as string)
}

test('no module style file adds a new local copy of a look the design system has', () => {
	const copies = sourceFiles(/^app\/.*\.css\.ts$/).flatMap(({ file, text }) =>
		exportedNames(text)
			.filter((name) => SHARED_LOOKS.includes(name) && !(NOT_MOVED_YET[file] ?? []).includes(name))
			.map((name) => `${file}: ${name}`),
	)
	expect(copies, 'use PageBody, Heading, Text tone="muted", Callout or Badge from #design-system instead').toEqual([])
})

test('the list of copies not moved yet only names copies that still exist (it shrinks as they move)', () => {
	const files = new Map(sourceFiles(/^app\/.*\.css\.ts$/).map(({ file, text }) => [file, exportedNames(text)]))
	const stale = Object.entries(NOT_MOVED_YET).flatMap(([file, names]) =>
		names.filter((name) => !(files.get(file) ?? []).includes(name)).map((name) => `${file}: ${name}`),
	)
	expect(stale).toEqual([])
})

/** Lines of the app's own style files: a ceiling that only comes down (issue 16's target: below the design system's). */
const APP_STYLE_LINES_CEILING = 2698

test('the app’s own style code does not grow back', () => {
	const lines = (pattern: RegExp) => sourceFiles(pattern).reduce((sum, { text }) => sum + text.split('\n').length - 1, 0)
	const app = lines(/^app\/.*\.css\.ts$/)
	const designSystem = lines(/^design-system\/src\/.*\.css\.ts$/)
	expect(app, `app styles ${app} lines, design system ${designSystem}: move looks into the design system`).toBeLessThanOrEqual(
		APP_STYLE_LINES_CEILING,
	)
	expect(designSystem).toBeGreaterThan(0)
})
