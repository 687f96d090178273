import { globalStyle, style } from '@vanilla-extract/css'
import { page as shellPage } from '#app/components/AppShell.css.ts'
import { vars } from '#design-system/tokens/vars.css.ts'

/**
 * The staff console's frame: used on laptops and tablets, so it takes the whole width (the shop's column is
 * at most 750 wide), with the navigation beside the content from tablet width and above it on a phone.
 */
const WIDE = 'screen and (min-width: 900px)'

export const consoleRoot = style({
	display: 'grid',
	gridTemplateColumns: 'minmax(0, 1fr)',
	gridTemplateRows: 'auto 1fr',
	minHeight: '100dvh',
	background: vars.color.background,
	'@media': {
		[WIDE]: { gridTemplateColumns: '220px minmax(0, 1fr)', gridTemplateRows: '1fr' },
	},
})

// The shop's frame keeps the storefront in a 750-wide column; the console inside it spans the screen.
globalStyle(`${shellPage}:has(${consoleRoot})`, { maxWidth: 'none' })

export const sidebar = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.medium,
	background: vars.color.surface,
	borderBlockEnd: `1px solid ${vars.color.border}`,
	'@media': {
		[WIDE]: {
			position: 'sticky',
			insetBlockStart: 0,
			height: '100dvh',
			borderBlockEnd: 'none',
			borderInlineEnd: `1px solid ${vars.color.border}`,
			padding: vars.space.large,
			gap: vars.space.medium,
		},
	},
})

export const brand = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: vars.space.small,
	margin: 0,
	fontSize: vars.font.size.large,
	fontWeight: vars.font.weight.strong,
	color: vars.color.brandStrong,
})

export const nav = style({
	display: 'flex',
	gap: vars.space.xsmall,
	overflowX: 'auto',
	margin: 0,
	padding: 0,
	listStyle: 'none',
	'@media': {
		[WIDE]: { flexDirection: 'column', overflowX: 'visible' },
	},
})

export const navLink = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: vars.space.small,
	minHeight: 40,
	paddingInline: vars.space.medium,
	borderRadius: vars.radius.medium,
	color: vars.color.text,
	textDecoration: 'none',
	whiteSpace: 'nowrap',
	fontWeight: vars.font.weight.medium,
	selectors: {
		'&:hover': { background: vars.color.surfaceSunken },
		'&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const count = style({
	minWidth: 22,
	paddingInline: 6,
	borderRadius: vars.radius.full,
	background: vars.color.accent,
	color: vars.color.textOnBrand,
	fontSize: vars.font.size.xsmall,
	textAlign: 'center',
	lineHeight: '20px',
})

export const sidebarFoot = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	gap: vars.space.small,
	'@media': {
		[WIDE]: { marginBlockStart: 'auto', flexDirection: 'column', alignItems: 'stretch' },
	},
})

export const who = style({
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	unicodeBidi: 'isolate',
})

export const languages = style({
	display: 'flex',
	flexWrap: 'wrap',
	gap: vars.space.xxsmall,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const languageLink = style({
	display: 'inline-flex',
	alignItems: 'center',
	minHeight: 32,
	paddingInline: vars.space.small,
	borderRadius: vars.radius.small,
	border: `1px solid ${vars.color.border}`,
	color: vars.color.text,
	textDecoration: 'none',
	fontSize: vars.font.size.small,
	selectors: {
		'&[aria-current="true"]': { borderColor: vars.color.brand, color: vars.color.brandStrong, fontWeight: vars.font.weight.strong },
	},
})

export const content = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.large,
	minWidth: 0,
	padding: vars.space.medium,
	'@media': {
		[WIDE]: { padding: vars.space.xlarge },
	},
})

/** The sign-in card, alone in the middle of the screen. */
export const loginPage = style({
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	justifyContent: 'center',
	gap: vars.space.large,
	minHeight: '100dvh',
	padding: vars.space.large,
})

export const loginCard = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	width: '100%',
	maxWidth: 420,
	padding: vars.space.xlarge,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	border: `1px solid ${vars.color.border}`,
	boxShadow: vars.shadow.small,
})

export const loginForm = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
})
