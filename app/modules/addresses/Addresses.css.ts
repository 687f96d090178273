import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The address list and the add/edit form: what the design system's Card, Badge, Fieldset and Radio leave to them. */

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

/** The card's buttons under a line: "set as default" at the start, edit and delete at the end. */
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

/* The form */

export const form = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.large,
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

/** The fields at fault, in the summary above the save button. */
export const errorList = style({
	margin: 0,
	paddingInlineStart: vars.space.large,
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	fontSize: vars.font.size.small,
})

export const errorLink = style({
	color: 'inherit',
	fontWeight: vars.font.weight.medium,
	textDecoration: 'underline',
})
