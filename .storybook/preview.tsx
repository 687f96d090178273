import { type Decorator, type Preview } from '@storybook/react-vite'
import { IntlProvider } from 'react-intl'
import '@fontsource-variable/noto-sans-sc/index.css'
import '../design-system/src/fonts.ts'
import '../design-system/src/global.css.ts'
import { lightTheme } from '../design-system/src/tokens/vars.css.ts'

/** The app's languages and the region-tagged locales its IntlProvider uses (prices need them). */
const LANGUAGES = {
	ar: { intlLocale: 'ar-IQ', dir: 'rtl', title: 'العربية (ar)' },
	ckb: { intlLocale: 'ckb-IQ', dir: 'rtl', title: 'کوردی (ckb)' },
	en: { intlLocale: 'en-IQ', dir: 'ltr', title: 'English (en)' },
	zh: { intlLocale: 'zh-CN', dir: 'ltr', title: '中文 (zh)' },
} as const

type Language = keyof typeof LANGUAGES

function isLanguage(value: unknown): value is Language {
	return typeof value === 'string' && value in LANGUAGES
}

/** Sets lang/dir on the document and the story root, applies the theme, and provides react-intl. */
const withLanguage: Decorator = (Story, context) => {
	const language: Language = isLanguage(context.globals.locale) ? context.globals.locale : 'ar'
	const { intlLocale, dir } = LANGUAGES[language]
	if (typeof document !== 'undefined') {
		const html = document.documentElement
		html.lang = language
		html.dir = dir
		html.classList.add(lightTheme)
	}
	return (
		<IntlProvider locale={intlLocale} defaultLocale="ar-IQ">
			<div lang={language} dir={dir} className={lightTheme} style={{ padding: 16 }}>
				<Story />
			</div>
		</IntlProvider>
	)
}

const preview: Preview = {
	decorators: [withLanguage],
	globalTypes: {
		locale: {
			description: 'Language and direction',
			toolbar: {
				title: 'Language',
				icon: 'globe',
				items: (Object.keys(LANGUAGES) as Array<Language>).map((value) => ({
					value,
					title: LANGUAGES[value].title,
					right: LANGUAGES[value].dir,
				})),
				dynamicTitle: true,
			},
		},
	},
	initialGlobals: { locale: 'ar' },
	parameters: {
		layout: 'fullscreen',
		controls: { matchers: { color: /(background|color)$/i } },
		a11y: { test: 'error' },
		backgrounds: { disable: true },
	},
	tags: ['autodocs'],
}

export default preview
