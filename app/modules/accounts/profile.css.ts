import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The profile page (my-info) and the account deletion page (log-off). */

export const page = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.large,
	padding: vars.space.large,
	paddingBlockEnd: vars.space.xxxlarge,
})

export const card = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
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

export const fileLabel = style({
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	color: vars.color.text,
})

/** The native file input (it works without JavaScript), with its button dressed like ours. */
export const fileInput = style({
	inlineSize: '100%',
	minInlineSize: 0,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
	selectors: {
		'&::file-selector-button': {
			marginInlineEnd: vars.space.small,
			minBlockSize: vars.size.touchTarget,
			paddingInline: vars.space.medium,
			border: `1px solid ${vars.color.borderStrong}`,
			borderRadius: vars.radius.medium,
			background: vars.color.surface,
			color: vars.color.text,
			font: 'inherit',
			fontWeight: vars.font.weight.medium,
			cursor: 'pointer',
		},
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.medium },
	},
})

export const contactList = style({
	margin: 0,
	display: 'grid',
	gap: vars.space.small,
})

export const contactItem = style({
	display: 'flex',
	justifyContent: 'space-between',
	alignItems: 'baseline',
	gap: vars.space.medium,
	paddingBlock: vars.space.small,
	borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const contactTerm = style({
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
})

export const contactValue = style({
	margin: 0,
	fontWeight: vars.font.weight.medium,
	color: vars.color.textStrong,
	overflowWrap: 'anywhere',
	textAlign: 'end',
})

/** The short warning above the long notice on the deletion page. */
export const warningBand = style({
	paddingInline: vars.space.large,
	paddingBlockStart: vars.space.large,
	background: vars.color.surface,
})

export const warning = style({
	display: 'flex',
	gap: vars.space.medium,
	alignItems: 'flex-start',
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	background: vars.color.dangerSoft,
	color: vars.color.dangerStrong,
})

export const warningIcon = style({ flexShrink: 0, marginBlockStart: 2 })

export const deactivateForm = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	padding: vars.space.large,
	paddingBlockEnd: vars.space.xxxlarge,
	background: vars.color.surface,
	borderBlockStart: `1px solid ${vars.color.border}`,
})

export const agree = style({
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.medium,
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.borderStrong}`,
	cursor: 'pointer',
	selectors: {
		'&:has(input[aria-invalid="true"])': { borderColor: vars.color.danger },
	},
})

export const checkbox = style({
	inlineSize: 22,
	blockSize: 22,
	flexShrink: 0,
	margin: 0,
	marginBlockStart: 2,
	accentColor: vars.color.danger,
	cursor: 'pointer',
})

export const sheetActions = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	paddingBlockEnd: vars.space.large,
})
