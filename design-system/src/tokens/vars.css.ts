import { createTheme, createThemeContract } from '@vanilla-extract/css'

/**
 * The theme contract: every colour, space step, radius, type size, shadow and layer of Dijla.
 * Components read `vars.*`; themes (today `lightTheme`, below) fill the values in.
 */
export const vars = createThemeContract({
	color: {
		brand: null,
		brandStrong: null,
		brandSoft: null,
		accent: null,
		accentSoft: null,
		text: null,
		textStrong: null,
		textMuted: null,
		textOnBrand: null,
		surface: null,
		surfaceRaised: null,
		surfaceSunken: null,
		background: null,
		border: null,
		borderStrong: null,
		focus: null,
		danger: null,
		dangerStrong: null,
		dangerSoft: null,
		success: null,
		successSoft: null,
		warning: null,
		warningSoft: null,
		overlay: null,
	},
	space: {
		none: null,
		xxsmall: null,
		xsmall: null,
		small: null,
		medium: null,
		large: null,
		xlarge: null,
		xxlarge: null,
		xxxlarge: null,
	},
	radius: {
		none: null,
		small: null,
		medium: null,
		large: null,
		xlarge: null,
		full: null,
	},
	font: {
		/** The font stack; reassigned per script with `:lang()` by the global styles. */
		family: null,
		/** Unitless body line height; Arabic script needs more room for its marks. */
		leading: null,
		headingLeading: null,
		weight: { regular: null, medium: null, strong: null },
		size: {
			xsmall: null,
			small: null,
			standard: null,
			large: null,
			xlarge: null,
			xxlarge: null,
		},
	},
	shadow: {
		small: null,
		medium: null,
		large: null,
	},
	zIndex: {
		base: null,
		sticky: null,
		tabBar: null,
		overlay: null,
		sheet: null,
		toast: null,
	},
	size: {
		pageMaxWidth: null,
		tabBarHeight: null,
		touchTarget: null,
	},
})

/** Font stacks per script; the global styles pick one with `:lang()`. (Never write the global module file name in a comment here: it makes vanilla-extract think this file is CommonJS.) */
export const LATIN_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Vazirmatn Variable", sans-serif'
export const ARABIC_FONT_STACK = '"Vazirmatn Variable", Tahoma, "Segoe UI", "Noto Sans Arabic", system-ui, sans-serif'
export const CHINESE_FONT_STACK =
	'"Noto Sans SC Variable", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif'

export type ColorToken = keyof typeof vars.color
export type SpaceToken = keyof typeof vars.space
export type RadiusToken = keyof typeof vars.radius
export type FontSizeToken = keyof typeof vars.font.size

/** The light theme's values, exported so the Tokens story can show names next to values. */
export const lightColors = {
	brand: '#0B6E75',
	brandStrong: '#07494E',
	brandSoft: '#E3F3F3',
	accent: '#C2410C',
	accentSoft: '#FFF1E8',
	text: '#15212B',
	textStrong: '#05090D',
	textMuted: '#55626E',
	textOnBrand: '#FFFFFF',
	surface: '#FFFFFF',
	surfaceRaised: '#FFFFFF',
	surfaceSunken: '#EEF1F3',
	background: '#F3F6F7',
	border: '#D3DAE0',
	borderStrong: '#8A96A3',
	focus: '#1D4ED8',
	danger: '#B42318',
	dangerStrong: '#8F1C13',
	dangerSoft: '#FEF3F2',
	success: '#067647',
	successSoft: '#ECFDF3',
	warning: '#B54708',
	warningSoft: '#FFFAEB',
	overlay: 'rgba(10, 20, 30, 0.55)',
} as const satisfies Record<ColorToken, string>

export const space = {
	none: '0',
	xxsmall: '2px',
	xsmall: '4px',
	small: '8px',
	medium: '12px',
	large: '16px',
	xlarge: '24px',
	xxlarge: '32px',
	xxxlarge: '48px',
} as const satisfies Record<SpaceToken, string>

export const radius = {
	none: '0',
	small: '4px',
	medium: '8px',
	large: '12px',
	xlarge: '20px',
	full: '9999px',
} as const satisfies Record<RadiusToken, string>

export const fontSize = {
	xsmall: '12px',
	small: '14px',
	standard: '16px',
	large: '18px',
	xlarge: '22px',
	xxlarge: '28px',
} as const satisfies Record<FontSizeToken, string>

export const lightTheme = createTheme(vars, {
	color: lightColors,
	space,
	radius,
	font: {
		family: LATIN_FONT_STACK,
		leading: '1.5',
		headingLeading: '1.3',
		weight: { regular: '400', medium: '500', strong: '700' },
		size: fontSize,
	},
	shadow: {
		small: '0 1px 2px rgba(16, 24, 40, 0.08)',
		medium: '0 4px 12px rgba(16, 24, 40, 0.12)',
		large: '0 -8px 32px rgba(16, 24, 40, 0.18)',
	},
	zIndex: {
		base: '0',
		sticky: '10',
		tabBar: '100',
		overlay: '200',
		sheet: '210',
		toast: '300',
	},
	size: {
		pageMaxWidth: '750px',
		tabBarHeight: '50px',
		touchTarget: '44px',
	},
})
