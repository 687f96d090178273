import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The address list and the add/edit form. */

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
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	border: `1px solid ${vars.color.border}`,
})

export const defaultCard = style({
	borderColor: vars.color.brand,
	boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
})

export const cardHead = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'baseline',
	columnGap: vars.space.medium,
	rowGap: vars.space.xxsmall,
})

export const recipient = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

export const phone = style({
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	unicodeBidi: 'isolate',
})

export const badges = style({
	display: 'flex',
	flexWrap: 'wrap',
	gap: vars.space.xsmall,
	marginInlineStart: 'auto',
})

export const badge = style({
	display: 'inline-flex',
	alignItems: 'center',
	gap: vars.space.xxsmall,
	paddingInline: vars.space.small,
	paddingBlock: 2,
	borderRadius: vars.radius.full,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.medium,
	background: vars.color.surfaceSunken,
	color: vars.color.textMuted,
})

export const defaultBadge = style({
	background: vars.color.brand,
	color: vars.color.textOnBrand,
})

export const placeLines = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	margin: 0,
	color: vars.color.text,
	fontSize: vars.font.size.small,
	fontStyle: 'normal',
	overflowWrap: 'anywhere',
})

export const muted = style({ color: vars.color.textMuted })

export const actions = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	gap: vars.space.small,
	paddingBlockStart: vars.space.small,
	marginBlockStart: vars.space.xsmall,
	borderBlockStart: `1px solid ${vars.color.border}`,
})

export const actionsEnd = style({
	display: 'flex',
	gap: vars.space.small,
	marginInlineStart: 'auto',
})

export const inlineForm = style({ display: 'contents' })

/** The delete confirmation shown in place when JavaScript is off. */
export const confirmPanel = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	background: vars.color.dangerSoft,
	color: vars.color.dangerStrong,
})

export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })

export const sheetActions = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	paddingBlockEnd: vars.space.large,
})

export const notice = style({
	display: 'flex',
	gap: vars.space.small,
	alignItems: 'flex-start',
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	background: vars.color.warningSoft,
	color: vars.color.text,
	fontSize: vars.font.size.small,
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

/** Shown for delivery mode 1 only: CSS reads the checked radio, so it works without JavaScript too. */
export const addressSection = style({
	selectors: {
		'form:has(input[name="deliveryMode"][value="2"]:checked) &': { display: 'none' },
	},
})

/** Shown for delivery mode 2 only. */
export const pickupSection = style({
	selectors: {
		'form:not(:has(input[name="deliveryMode"][value="2"]:checked)) &': { display: 'none' },
	},
})

export const choices = style({
	display: 'grid',
	gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
	gap: vars.space.small,
})

export const choice = style({
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.borderStrong}`,
	background: vars.color.surface,
	cursor: 'pointer',
	selectors: {
		'&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}`, background: vars.color.brandSoft },
		'&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const choiceText = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	minInlineSize: 0,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

export const choiceTitle = style({
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.medium,
	color: vars.color.textStrong,
})

export const radio = style({
	inlineSize: 20,
	blockSize: 20,
	flexShrink: 0,
	margin: 0,
	marginBlockStart: 2,
	accentColor: vars.color.brand,
})

export const field = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	minInlineSize: 0,
})

export const label = style({
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	color: vars.color.text,
})

const control = {
	inlineSize: '100%',
	minBlockSize: vars.size.touchTarget,
	paddingInline: vars.space.medium,
	border: 0,
	borderRadius: vars.radius.medium,
	boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
	background: vars.color.surface,
	color: vars.color.text,
	fontSize: vars.font.size.standard,
	fontFamily: 'inherit',
	outline: 'none',
} as const

const controlStates = {
	'&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.brand}` },
	'&[aria-invalid="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.danger}` },
	'&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
} as const

export const select = style({
	...control,
	appearance: 'auto',
	selectors: controlStates,
})

export const textarea = style({
	...control,
	minBlockSize: 88,
	paddingBlock: vars.space.small,
	resize: 'vertical',
	lineHeight: vars.font.leading,
	selectors: controlStates,
})

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted })

export const selects = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
})

export const loadingRow = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

export const checkRow = style({
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.medium,
	cursor: 'pointer',
})

export const checkbox = style({
	inlineSize: 22,
	blockSize: 22,
	flexShrink: 0,
	margin: 0,
	marginBlockStart: 2,
	accentColor: vars.color.brand,
	cursor: 'pointer',
	selectors: { '&:disabled': { cursor: 'not-allowed' } },
})
