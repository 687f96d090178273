import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The console's order screens: the searchable list and one order. */
const WIDE = 'screen and (min-width: 1100px)'

export const searchForm = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'flex-end',
	gap: vars.space.small,
})

export const searchField = style({ flex: '1 1 260px', maxWidth: 480 })

export const tabs = style({
	display: 'flex',
	gap: vars.space.xsmall,
	overflowX: 'auto',
	margin: 0,
	padding: 0,
	listStyle: 'none',
	borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const tab = style({
	display: 'inline-flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minHeight: 40,
	paddingInline: vars.space.medium,
	color: vars.color.textMuted,
	textDecoration: 'none',
	whiteSpace: 'nowrap',
	borderBlockEnd: '2px solid transparent',
	selectors: {
		'&[aria-current="page"]': { color: vars.color.brandStrong, borderBlockEndColor: vars.color.brand, fontWeight: vars.font.weight.strong },
		'&:hover': { color: vars.color.text },
	},
})

export const tabCount = style({
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

/** Wide tables scroll sideways on a phone instead of squeezing. */
export const tableScroll = style({
	overflowX: 'auto',
	borderRadius: vars.radius.large,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
})

export const table = style({
	width: '100%',
	borderCollapse: 'collapse',
	fontSize: vars.font.size.small,
})

export const th = style({
	textAlign: 'start',
	padding: vars.space.small,
	paddingInline: vars.space.medium,
	color: vars.color.textMuted,
	fontWeight: vars.font.weight.medium,
	background: vars.color.surfaceSunken,
	whiteSpace: 'nowrap',
})

export const td = style({
	textAlign: 'start',
	verticalAlign: 'top',
	padding: vars.space.small,
	paddingInline: vars.space.medium,
	borderBlockStart: `1px solid ${vars.color.border}`,
})

export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' })

export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' })

export const orderLink = style({
	color: vars.color.brandStrong,
	fontWeight: vars.font.weight.strong,
	fontVariantNumeric: 'tabular-nums',
	direction: 'ltr',
	unicodeBidi: 'isolate',
})

export const muted = style({ color: vars.color.textMuted })

export const pager = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: vars.space.medium,
})

/** One order: the order's facts beside what staff do with it on a laptop; one column on a phone or tablet. */
export const detailGrid = style({
	display: 'grid',
	gridTemplateColumns: 'minmax(0, 1fr)',
	gap: vars.space.large,
	alignItems: 'start',
	'@media': {
		[WIDE]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)' },
	},
})

export const column = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.large,
	minWidth: 0,
})

export const facts = style({
	display: 'grid',
	gridTemplateColumns: 'max-content minmax(0, 1fr)',
	columnGap: vars.space.large,
	rowGap: vars.space.xsmall,
	margin: 0,
})

export const factTerm = style({ color: vars.color.textMuted })
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' })

export const totalRow = style({ fontWeight: vars.font.weight.strong })

export const buttonRow = style({
	display: 'flex',
	flexWrap: 'wrap',
	gap: vars.space.small,
})

export const formGrid = style({
	display: 'grid',
	gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
	gap: vars.space.medium,
})

export const fieldLabel = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	color: vars.color.text,
})

export const control = style({
	minHeight: 44,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.small,
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.borderStrong}`,
	background: vars.color.surface,
	color: vars.color.text,
	font: 'inherit',
	selectors: {
		'&[aria-invalid="true"]': { borderColor: vars.color.danger },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
	},
})

export const textarea = style([control, { minHeight: 72, resize: 'vertical' }])

export const formError = style({
	margin: 0,
	padding: vars.space.small,
	borderRadius: vars.radius.medium,
	background: vars.color.dangerSoft,
	color: vars.color.dangerStrong,
	fontSize: vars.font.size.small,
})

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small })

export const itemTitle = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 180 })

/** Amount lists: the label takes what is left, the amount keeps its width. */
export const amounts = style({
	display: 'grid',
	gridTemplateColumns: 'minmax(0, 1fr) max-content',
	columnGap: vars.space.large,
	rowGap: vars.space.xsmall,
	margin: 0,
})

export const nowrap = style({ whiteSpace: 'nowrap' })

export const slips = style({
	display: 'flex',
	flexWrap: 'wrap',
	gap: vars.space.small,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const slipThumb = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	width: 96,
	height: 96,
	overflow: 'hidden',
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surfaceSunken,
	color: vars.color.brandStrong,
	textDecoration: 'none',
	fontSize: vars.font.size.small,
})

export const slipImage = style({ width: '100%', height: '100%', objectFit: 'cover' })

export const list = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const listItem = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	paddingBlockEnd: vars.space.medium,
	borderBlockEnd: `1px solid ${vars.color.border}`,
	selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
})

export const row = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	gap: vars.space.small,
})

export const subheading = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

export const panelHead = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: vars.space.small,
})

export const radioRow = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	minHeight: 36,
})

export const fieldset = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	margin: 0,
	padding: 0,
	border: 'none',
})
