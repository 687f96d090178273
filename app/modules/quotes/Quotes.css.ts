import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The quote card (chat timelines, the quote page) and the staff quote form. */

export const card = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	minWidth: 0,
	inlineSize: 'min(100%, 340px)',
})

export const head = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-start' })

export const image = style({
	flexShrink: 0,
	width: 64,
	height: 64,
	borderRadius: vars.radius.medium,
	objectFit: 'cover',
	background: vars.color.surfaceSunken,
})

export const headText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0, flex: 1 })

export const label = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	gap: vars.space.xsmall,
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

export const title = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
	overflowWrap: 'anywhere',
})

export const muted = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted })

export const specification = style({
	margin: 0,
	fontSize: vars.font.size.small,
	color: vars.color.text,
	whiteSpace: 'pre-line',
	overflowWrap: 'anywhere',
})

export const terms = style({
	display: 'grid',
	// The values are short (a price, "50 pieces", a date): they keep their line, the names wrap.
	gridTemplateColumns: 'minmax(0, 1fr) auto',
	columnGap: vars.space.medium,
	rowGap: vars.space.xxsmall,
	margin: 0,
	paddingBlockStart: vars.space.small,
	borderBlockStart: `1px solid ${vars.color.border}`,
	fontSize: vars.font.size.small,
})

export const term = style({ color: vars.color.textMuted })
export const value = style({ margin: 0, textAlign: 'end', whiteSpace: 'nowrap', color: vars.color.textStrong, fontWeight: vars.font.weight.medium })

export const status = style({
	display: 'inline-flex',
	alignItems: 'center',
	paddingInline: vars.space.xsmall,
	borderRadius: 999,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.medium,
})

export const statusTones = styleVariants({
	offered: { background: vars.color.brandSoft, color: vars.color.brand },
	accepted: { background: vars.color.brandSoft, color: vars.color.brand },
	ordered: { background: vars.color.successSoft, color: vars.color.success },
	expired: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
	withdrawn: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
})

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall })

export const error = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.danger })

export const page = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	padding: vars.space.medium,
})

export const pageCard = style({
	padding: vars.space.medium,
	borderRadius: vars.radius.large,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
})

/* The staff form. */

export const form = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.large,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
})

/** The POST form inside the quote section (the section draws the frame). */
export const formBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small })

export const fieldset = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	margin: 0,
	padding: 0,
	border: 'none',
	minWidth: 0,
})

export const legend = style({ padding: 0, fontWeight: vars.font.weight.medium, color: vars.color.textStrong, marginBlockEnd: vars.space.xsmall })

export const grid = style({
	display: 'grid',
	gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
	gap: vars.space.small,
})

export const choice = style({
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.xsmall,
	paddingBlock: vars.space.xxsmall,
	fontSize: vars.font.size.small,
	cursor: 'pointer',
})

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0, padding: 0, listStyle: 'none' })

export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' })
