import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/* The favourites, groups and history screens share these. */

/** The group tabs reach the screen's edges, so the row scrolls from edge to edge. */
export const chips = style({
	marginInline: `calc(-1 * ${vars.space.medium})`,
	paddingInline: vars.space.medium,
})

/** The count and the select switch: a touch target's height whether or not the switch is there. */
export const toolbar = style({ minBlockSize: 44 })

/** The selection's bar reaches the screen's edges, like the page's own padding. */
export const selectionBar = style({ marginInline: `calc(-1 * ${vars.space.medium})` })

export const moveField = style({ flex: 1, minInlineSize: 140 })

/** The selection form: its grid, a warning and the bar, one under the other. */
export const selectionForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small })

/* Groups page. */

export const createRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small })

export const createField = style({ flex: 1, minInlineSize: 0 })

export const createButton = style({ marginBlockStart: 26 })

export const groupItem = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	paddingInline: vars.space.large,
	paddingBlock: vars.space.medium,
	selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
})

export const groupRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small })

export const groupName = style({
	flex: 1,
	minInlineSize: 0,
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	color: vars.color.text,
	textDecoration: 'none',
	overflowWrap: 'anywhere',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.small } },
})

export const groupTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, fontWeight: vars.font.weight.medium })

export const groupActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall })
