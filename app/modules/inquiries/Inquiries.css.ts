import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The sourcing inquiry list, details and form: what the design system's Card, Badge, Fieldset and DataList leave to them. */

/** A list entry: the photo beside the text. */
export const listCard = style({ flexDirection: 'row' })

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

export const body = style({
	margin: 0,
	whiteSpace: 'pre-wrap',
	overflowWrap: 'anywhere',
	unicodeBidi: 'plaintext',
})

export const photo = style({
	display: 'block',
	inlineSize: '100%',
	aspectRatio: '1 / 1',
	objectFit: 'cover',
	borderRadius: vars.radius.medium,
	background: vars.color.surfaceSunken,
})

/** A saved photo with its "remove" (or "include") box under it. */
export const photoChoice = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

export const attributeRow = style({
	display: 'grid',
	gridTemplateColumns: '1fr 1fr',
	gap: vars.space.small,
	alignItems: 'start',
})
