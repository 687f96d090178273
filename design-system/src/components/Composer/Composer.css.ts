import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** The bar at the bottom of a conversation, above the phone's home indicator. */
export const root = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.small,
	paddingBlockEnd: `calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
	background: vars.color.surface,
	borderBlockStart: `1px solid ${vars.color.border}`,
})

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xsmall, minBlockSize: vars.size.touchTarget })

export const rowCentered = style({ alignItems: 'center' })

export const input = style({
	flex: 1,
	minInlineSize: 0,
	minBlockSize: vars.size.touchTarget,
	maxBlockSize: 140,
	resize: 'none',
	paddingInline: vars.space.medium,
	paddingBlock: 10,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.xlarge,
	background: vars.color.background,
	color: vars.color.text,
	font: 'inherit',
	fontSize: vars.font.size.standard,
	lineHeight: 1.4,
	unicodeBidi: 'plaintext',
	':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
})

export const action = style({
	position: 'relative',
	flexShrink: 0,
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: vars.size.touchTarget,
	blockSize: vars.size.touchTarget,
	border: 'none',
	borderRadius: vars.radius.full,
	cursor: 'pointer',
	selectors: {
		'&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
		'&:disabled, &[data-disabled]': { opacity: 0.5, cursor: 'default' },
	},
})

export const actionTones = styleVariants({
	neutral: { background: 'transparent', color: vars.color.textMuted },
	brand: { background: vars.color.brand, color: vars.color.textOnBrand },
})

/** The file input covers its label so a tap anywhere on the icon opens the picker (and it stays focusable). */
export const fileInput = style({ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', opacity: 0, cursor: 'pointer' })

/** A line kept above the bar for what the other side is doing ("Support is typing…"), so nothing jumps. */
export const note = style({
	minBlockSize: 24,
	margin: 0,
	paddingInline: vars.space.large,
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})
