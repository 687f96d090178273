import { globalStyle } from '@vanilla-extract/css'
import { ARABIC_FONT_STACK, CHINESE_FONT_STACK, LATIN_FONT_STACK, lightTheme, vars } from './tokens/vars.css.ts'

// A small modern reset.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
	WebkitTextSizeAdjust: '100%',
	textSizeAdjust: '100%',
	WebkitTapHighlightColor: 'transparent',
})

globalStyle('body', {
	margin: 0,
	minBlockSize: '100dvh',
	fontFamily: vars.font.family,
	fontSize: vars.font.size.standard,
	lineHeight: vars.font.leading,
	color: vars.color.text,
	backgroundColor: vars.color.background,
	WebkitFontSmoothing: 'antialiased',
	MozOsxFontSmoothing: 'grayscale',
	textRendering: 'optimizeLegibility',
})

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 })
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 })
globalStyle('img, picture, svg, video, canvas', { display: 'block', maxInlineSize: '100%' })
globalStyle('img', { blockSize: 'auto' })
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' })
globalStyle('button', { cursor: 'pointer' })
globalStyle('a', { color: 'inherit' })
// No specificity (`:where`): a component that draws its own focus ring (or moves it to a wrapper) wins whatever the
// stylesheet's order.
globalStyle(':where(:focus-visible)', {
	outline: `2px solid ${vars.color.focus}`,
	outlineOffset: '2px',
})

// One font stack per script, chosen by the language of the element that carries `lang`
// (or the theme class). Both selectors outrank the theme class, so it cannot reset them,
// and a nested `<span lang="zh">` switches font for its own text.
const forLanguages = (...languages: Array<string>) =>
	languages.flatMap((language) => [`[lang]:lang(${language})`, `.${lightTheme}:lang(${language})`]).join(', ')

globalStyle(forLanguages('en'), {
	vars: { [vars.font.family]: LATIN_FONT_STACK, [vars.font.leading]: '1.5', [vars.font.headingLeading]: '1.3' },
	fontFamily: vars.font.family,
})
globalStyle(forLanguages('ar', 'ckb'), {
	vars: { [vars.font.family]: ARABIC_FONT_STACK, [vars.font.leading]: '1.7', [vars.font.headingLeading]: '1.45' },
	fontFamily: vars.font.family,
})
globalStyle(forLanguages('zh'), {
	vars: { [vars.font.family]: CHINESE_FONT_STACK, [vars.font.leading]: '1.6', [vars.font.headingLeading]: '1.4' },
	fontFamily: vars.font.family,
})

globalStyle('*, *::before, *::after', {
	'@media': {
		'(prefers-reduced-motion: reduce)': {
			animationDuration: '0.01ms !important',
			animationIterationCount: '1 !important',
			transitionDuration: '0.01ms !important',
			scrollBehavior: 'auto !important' as 'auto',
		},
	},
})
