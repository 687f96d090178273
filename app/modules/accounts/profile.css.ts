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
