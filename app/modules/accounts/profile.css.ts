import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The profile page (my-info) and the account deletion page (log-off). */

export const sectionTitle = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

export const avatarRow = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.large,
})

export const avatar = style({
	inlineSize: 88,
	blockSize: 88,
	flexShrink: 0,
	borderRadius: vars.radius.full,
	overflow: 'hidden',
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	background: vars.color.brandSoft,
	color: vars.color.brand,
})

export const avatarImage = style({
	inlineSize: '100%',
	blockSize: '100%',
	objectFit: 'cover',
})

export const avatarForm = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	flex: 1,
	minInlineSize: 0,
})

/** The short warning above the long notice on the deletion page. */
export const warningBand = style({
	paddingInline: vars.space.large,
	paddingBlockStart: vars.space.large,
	background: vars.color.surface,
})

export const deactivateForm = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	padding: vars.space.large,
	paddingBlockEnd: vars.space.xxxlarge,
	background: vars.color.surface,
	borderBlockStart: `1px solid ${vars.color.border}`,
})

/* Changing the phone or e-mail */

export const contactChange = style({
	borderBlockStart: `1px solid ${vars.color.border}`,
	paddingBlockStart: vars.space.medium,
})

export const contactSummary = style({
	cursor: 'pointer',
	color: vars.color.brand,
	fontWeight: vars.font.weight.medium,
	fontSize: vars.font.size.small,
	paddingBlock: vars.space.xsmall,
})

export const contactForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, paddingBlockStart: vars.space.medium })

export const phoneRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 8rem) minmax(0, 1fr)', gap: vars.space.small, alignItems: 'end' })

export const callingCode = style({
	blockSize: 44,
	paddingInline: vars.space.small,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.medium,
	background: vars.color.surface,
	color: vars.color.text,
	fontSize: vars.font.size.standard,
})

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })
