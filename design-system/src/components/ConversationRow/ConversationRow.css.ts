import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** A list of rows in one bordered box (the agent's inbox). */
export const list = style({
	display: 'flex',
	flexDirection: 'column',
	margin: 0,
	padding: 0,
	listStyle: 'none',
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	overflow: 'hidden',
})

export const root = style({
	display: 'flex',
	alignItems: 'center',
	color: vars.color.text,
	textDecoration: 'none',
})

export const variants = styleVariants({
	/** On its own: a card of its own (the buyer's conversations). */
	card: {
		gap: vars.space.medium,
		padding: vars.space.large,
		border: `1px solid ${vars.color.border}`,
		borderRadius: vars.radius.large,
		background: vars.color.surface,
	},
	/** In a `ConversationRow.List`: a line under each row, the current one tinted. */
	row: {
		gap: vars.space.small,
		padding: vars.space.medium,
		borderBlockEnd: `1px solid ${vars.color.border}`,
		selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&[aria-current="page"]': { background: vars.color.brandSoft } },
	},
})

export const avatar = style({
	flexShrink: 0,
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 48,
	blockSize: 48,
	borderRadius: vars.radius.full,
	background: vars.color.brandSoft,
	color: vars.color.brandStrong,
})

export const body = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall })

export const head = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.small, minInlineSize: 0 })

export const title = style({ minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: vars.color.textStrong })

export const titleWeights = styleVariants({ medium: { fontWeight: vars.font.weight.medium }, strong: { fontWeight: vars.font.weight.strong } })

export const time = style({ flexShrink: 0, whiteSpace: 'nowrap', fontSize: vars.font.size.xsmall, color: vars.color.textMuted })

export const preview = style({
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
	textAlign: 'start',
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

/** A preview with who wrote it: the label whole, the message taking the rest of the line. */
export const previewLine = style({
	display: 'flex',
	alignItems: 'baseline',
	gap: vars.space.xsmall,
	minInlineSize: 0,
	fontSize: vars.font.size.small,
})

export const previewBy = style({ flexShrink: 0, whiteSpace: 'nowrap', color: vars.color.textMuted })

/** The message beside its label: the rest of the line. */
export const previewRest = style({ flex: 1, minInlineSize: 0 })

/** Something live instead of the last message ("The buyer is typing…"). */
export const previewLive = style({ color: vars.color.brandStrong, fontStyle: 'italic' })

export const facts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, fontSize: vars.font.size.small })

export const unread = style({
	flexShrink: 0,
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	minInlineSize: 22,
	blockSize: 22,
	paddingInline: vars.space.xsmall,
	borderRadius: vars.radius.full,
	background: vars.color.accent,
	color: vars.color.textOnBrand,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.strong,
})

/** "Also here: …": a green dot before the names. */
export const presence = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minBlockSize: 20,
	margin: 0,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

export const presenceDot = style({ inlineSize: 8, blockSize: 8, borderRadius: vars.radius.full, background: vars.color.success })
