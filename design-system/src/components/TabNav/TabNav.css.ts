import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

const c = vars.color
const CURRENT = '&[aria-current]:not([aria-current="false"])'

export const list = style({
	display: 'flex',
	margin: 0,
	padding: 0,
	listStyle: 'none',
	minInlineSize: 0,
})

export const lists = styleVariants({
	/** Equal parts of one track, the current one lifted out of it (coupon wallet). */
	segmented: {
		display: 'grid',
		gridAutoColumns: 'minmax(0, 1fr)',
		gridAutoFlow: 'column',
		gap: vars.space.xsmall,
		padding: vars.space.xxsmall,
		borderRadius: vars.radius.full,
		backgroundColor: c.surfaceSunken,
	},
	/** A row of pills that scrolls sideways in reading order (order states, favourite groups, home shelves). */
	pills: {
		position: 'relative',
		gap: vars.space.small,
		overflowX: 'auto',
		scrollbarWidth: 'none',
	},
	/** Text links underlined when current (sort orders). */
	underline: { flex: 1 },
})

export const link = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	gap: vars.space.xsmall,
	inlineSize: '100%',
	whiteSpace: 'nowrap',
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	textDecoration: 'none',
	selectors: { '&:focus-visible': { outline: `2px solid ${c.focus}`, outlineOffset: 2 } },
})

export const links = styleVariants({
	segmented: {
		minBlockSize: 40,
		paddingInline: vars.space.small,
		borderRadius: vars.radius.full,
		color: c.textMuted,
		selectors: { [CURRENT]: { backgroundColor: c.surface, color: c.brand, boxShadow: vars.shadow.small } },
	},
	pills: {
		minBlockSize: 36,
		paddingInline: vars.space.medium,
		borderRadius: vars.radius.full,
		backgroundColor: c.surface,
		boxShadow: `inset 0 0 0 1px ${c.border}`,
		color: c.text,
		fontWeight: vars.font.weight.regular,
		selectors: { [CURRENT]: { backgroundColor: c.brand, boxShadow: 'none', color: c.textOnBrand, fontWeight: vars.font.weight.medium } },
	},
	underline: {
		minBlockSize: 44,
		paddingInline: vars.space.small,
		color: c.textMuted,
		fontWeight: vars.font.weight.regular,
		boxShadow: 'inset 0 -2px 0 transparent',
		selectors: {
			[CURRENT]: { color: c.brandStrong, fontWeight: vars.font.weight.strong, boxShadow: `inset 0 -2px 0 ${c.brand}` },
			'&:focus-visible': { outlineOffset: -2 },
		},
	},
})

export const item = style({ display: 'flex', flexShrink: 0 })

/** The count keeps the tab's colour (a faded one fails contrast on the lifted tab). */
export const count = style({
	fontVariantNumeric: 'tabular-nums',
	fontWeight: vars.font.weight.regular,
})
