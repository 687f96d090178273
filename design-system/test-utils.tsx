import { cleanup, render, type RenderOptions } from '@testing-library/react'
import { type ReactElement, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
	cleanup()
	document.documentElement.removeAttribute('dir')
	document.documentElement.removeAttribute('lang')
})

export const INTL_LOCALES = { ar: 'ar-IQ', ckb: 'ckb-IQ', en: 'en-IQ', zh: 'zh-CN' } as const
export type Language = keyof typeof INTL_LOCALES

/** Renders inside an IntlProvider and a `lang`/`dir` root, the way the app and Storybook do. */
export function renderIn(language: Language, ui: ReactElement, options?: RenderOptions) {
	const dir = language === 'ar' || language === 'ckb' ? 'rtl' : 'ltr'
	document.documentElement.lang = language
	document.documentElement.dir = dir
	function Wrapper({ children }: { children: ReactNode }) {
		return (
			<IntlProvider locale={INTL_LOCALES[language]} defaultLocale="ar-IQ">
				<div lang={language} dir={dir}>
					{children}
				</div>
			</IntlProvider>
		)
	}
	return render(ui, { wrapper: Wrapper, ...options })
}

/**
 * What a reader sees of formatted text: drops the invisible direction marks (U+200E/U+200F/U+061C)
 * Intl puts around Arabic prices and turns no-break spaces into plain ones.
 */
export function visibleText(text: string | null | undefined) {
	return (text ?? '').replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ')
}
