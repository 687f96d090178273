import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const flow = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	padding: vars.space.large,
})

export const row = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-end' })

export const callingCode = style({
	blockSize: 48,
	minInlineSize: 112,
	paddingInline: vars.space.small,
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.borderStrong}`,
	background: vars.color.surface,
	color: vars.color.text,
	font: 'inherit',
	fontSize: vars.font.size.standard,
	direction: 'ltr',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
})

export const grow = style({ flex: 1, minInlineSize: 0 })

export const links = style({
	display: 'flex',
	justifyContent: 'space-between',
	flexWrap: 'wrap',
	gap: vars.space.small,
	fontSize: vars.font.size.small,
})

export const linkButton = style({
	background: 'none',
	border: 'none',
	padding: 0,
	minBlockSize: 44,
	color: vars.color.brandStrong,
	font: 'inherit',
	fontWeight: vars.font.weight.medium,
	cursor: 'pointer',
	textDecoration: 'none',
	display: 'inline-flex',
	alignItems: 'center',
	selectors: {
		'&:disabled': { color: vars.color.textMuted, cursor: 'default' },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small })

export const inlineLink = style({ color: vars.color.brandStrong, fontWeight: vars.font.weight.medium })

export const divider = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	selectors: {
		'&::before, &::after': { content: '""', flex: 1, blockSize: 1, background: vars.color.border },
	},
})

export const formError = style({
	margin: 0,
	padding: vars.space.small,
	borderRadius: vars.radius.medium,
	background: vars.color.dangerSoft,
	color: vars.color.danger,
	fontSize: vars.font.size.small,
})

/* Six boxes over one real input: typing, pasting and SMS autofill all land in the input. */
export const codeBoxes = style({
	position: 'relative',
	display: 'grid',
	gridTemplateColumns: 'repeat(6, 1fr)',
	gap: vars.space.xsmall,
	direction: 'ltr',
})

export const codeBox = style({
	blockSize: 52,
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.borderStrong}`,
	background: vars.color.surface,
	fontSize: vars.font.size.xlarge,
	fontWeight: vars.font.weight.strong,
	fontVariantNumeric: 'tabular-nums',
})

export const codeBoxActive = style({ borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` })

export const codeInput = style({
	position: 'absolute',
	inset: 0,
	inlineSize: '100%',
	blockSize: '100%',
	opacity: 0,
	border: 'none',
	fontSize: 16,
	caretColor: 'transparent',
	letterSpacing: '2em',
	color: 'transparent',
	background: 'transparent',
})

/* Without JavaScript the boxes cannot mirror the input, so the input is shown as a plain field. */
export const codeInputVisible = style({
	inlineSize: '100%',
	blockSize: 52,
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.borderStrong}`,
	textAlign: 'center',
	fontSize: vars.font.size.xlarge,
	letterSpacing: '0.5em',
	direction: 'ltr',
})

export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium })
