import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The sourcing inquiry list, details and form. */

export const page = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	padding: vars.space.large,
	paddingBlockEnd: vars.space.xxxlarge,
})

export const list = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const card = style({
	display: 'flex',
	gap: vars.space.medium,
	padding: vars.space.medium,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	border: `1px solid ${vars.color.border}`,
	color: 'inherit',
	textDecoration: 'none',
})

export const thumb = style({
	flexShrink: 0,
	width: 72,
	height: 72,
	borderRadius: vars.radius.medium,
	objectFit: 'cover',
	background: vars.color.surfaceSunken,
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	color: vars.color.textMuted,
})

export const cardBody = style({
	flex: 1,
	minWidth: 0,
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
})

export const description = style({
	margin: 0,
	color: vars.color.textStrong,
	fontWeight: vars.font.weight.medium,
	display: '-webkit-box',
	WebkitLineClamp: 2,
	WebkitBoxOrient: 'vertical',
	overflow: 'hidden',
	overflowWrap: 'anywhere',
})

export const detail = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	gap: vars.space.small,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

export const badge = style({
	display: 'inline-flex',
	alignItems: 'center',
	paddingInline: vars.space.small,
	paddingBlock: 2,
	borderRadius: vars.radius.full,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.medium,
	background: vars.color.surfaceSunken,
	color: vars.color.textMuted,
})

export const openBadge = style({ background: vars.color.warningSoft, color: vars.color.warning })
export const quotedBadge = style({ background: vars.color.successSoft, color: vars.color.success })

export const section = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	border: `1px solid ${vars.color.border}`,
})

export const sectionTitle = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

export const body = style({
	margin: 0,
	whiteSpace: 'pre-wrap',
	overflowWrap: 'anywhere',
	unicodeBidi: 'plaintext',
})

export const facts = style({
	display: 'grid',
	gridTemplateColumns: 'auto 1fr',
	columnGap: vars.space.large,
	rowGap: vars.space.small,
	margin: 0,
})

export const factName = style({ color: vars.color.textMuted, fontSize: vars.font.size.small })
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' })

export const photos = style({
	display: 'grid',
	gridTemplateColumns: 'repeat(3, 1fr)',
	gap: vars.space.small,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const photo = style({
	display: 'block',
	width: '100%',
	aspectRatio: '1 / 1',
	objectFit: 'cover',
	borderRadius: vars.radius.medium,
	background: vars.color.surfaceSunken,
})

export const photoChoice = style({
	position: 'relative',
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

export const actions = style({
	display: 'flex',
	flexWrap: 'wrap',
	gap: vars.space.small,
})

export const confirmPanel = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	background: vars.color.dangerSoft,
	color: vars.color.dangerStrong,
})

/* The form */

export const form = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.large,
})

export const fieldset = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	minInlineSize: 0,
	margin: 0,
	padding: vars.space.large,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
})

export const legend = style({
	float: 'inline-start',
	inlineSize: '100%',
	padding: 0,
	marginBlockEnd: vars.space.xsmall,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

export const field = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
})

export const label = style({
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	color: vars.color.text,
})

export const textarea = style({
	minHeight: 96,
	padding: vars.space.medium,
	border: `1px solid ${vars.color.borderStrong}`,
	borderRadius: vars.radius.medium,
	background: vars.color.surface,
	color: vars.color.text,
	font: 'inherit',
	resize: 'vertical',
	unicodeBidi: 'plaintext',
	selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
	':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
})

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted })

export const attributeRow = style({
	display: 'grid',
	gridTemplateColumns: '1fr 1fr',
	gap: vars.space.small,
	alignItems: 'start',
})

export const numbers = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
})

export const filePicker = style({
	position: 'relative',
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	gap: vars.space.small,
	minHeight: 56,
	padding: vars.space.medium,
	border: `1px dashed ${vars.color.borderStrong}`,
	borderRadius: vars.radius.medium,
	color: vars.color.brandStrong,
	fontWeight: vars.font.weight.medium,
	cursor: 'pointer',
	selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
})

export const fileInput = style({
	position: 'absolute',
	inset: 0,
	width: '100%',
	height: '100%',
	opacity: 0,
	cursor: 'pointer',
})

export const checkRow = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
})

export const tabs = style({
	display: 'flex',
	gap: vars.space.xsmall,
})
