import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/* The favourites, groups and history screens share these. */

export const page = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	paddingBlock: vars.space.medium,
	paddingInline: vars.space.medium,
})

/** Group chips: one row that scrolls sideways, in reading order. */
export const chips = style({
	display: 'flex',
	gap: vars.space.small,
	overflowX: 'auto',
	margin: 0,
	padding: 0,
	listStyle: 'none',
	scrollbarWidth: 'none',
	marginInline: `calc(-1 * ${vars.space.medium})`,
	paddingInline: vars.space.medium,
})

export const chip = style({
	display: 'inline-flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minBlockSize: 36,
	paddingInline: vars.space.medium,
	borderRadius: vars.radius.full,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
	color: vars.color.text,
	fontSize: vars.font.size.small,
	textDecoration: 'none',
	whiteSpace: 'nowrap',
	selectors: {
		'&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const chipCount = style({ opacity: 0.75, fontVariantNumeric: 'tabular-nums' })

export const toolbar = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: vars.space.small,
	minBlockSize: 44,
})

export const toolbarActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall })

export const notice = style({
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'flex-start',
	gap: vars.space.small,
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	background: vars.color.brandSoft,
	color: vars.color.text,
	fontSize: vars.font.size.small,
})

export const warning = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	background: vars.color.warningSoft,
	color: vars.color.warning,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
})

export const grid = style({
	listStyle: 'none',
	margin: 0,
	padding: 0,
	display: 'grid',
	gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
	gap: vars.space.small,
	'@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

/** A product card in select mode: the whole card is the checkbox's label. */
export const selectCard = style({
	position: 'relative',
	display: 'flex',
	flexDirection: 'column',
	blockSize: '100%',
	background: vars.color.surface,
	borderRadius: vars.radius.medium,
	overflow: 'hidden',
	boxShadow: vars.shadow.small,
	cursor: 'pointer',
	outline: '2px solid transparent',
	selectors: { '&:has(input:checked)': { outlineColor: vars.color.brand }, '&:has(input:focus-visible)': { outlineColor: vars.color.focus } },
})

export const selectBox = style({
	position: 'absolute',
	insetBlockStart: vars.space.small,
	insetInlineEnd: vars.space.small,
	inlineSize: 24,
	blockSize: 24,
	margin: 0,
	accentColor: vars.color.brand,
})

export const cardImage = style({
	display: 'block',
	inlineSize: '100%',
	blockSize: 'auto',
	aspectRatio: '1 / 1',
	objectFit: 'cover',
	background: vars.color.surfaceSunken,
})

export const cardBody = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	padding: vars.space.small,
	flex: 1,
})

export const cardTitle = style({
	fontSize: vars.font.size.small,
	lineHeight: vars.font.leading,
	display: '-webkit-box',
	WebkitLineClamp: 2,
	WebkitBoxOrient: 'vertical',
	overflow: 'hidden',
	minBlockSize: `calc(2em * ${vars.font.leading})`,
})

/** The bar with what to do with the selection: stays at the bottom of the screen while scrolling. */
export const selectionBar = style({
	position: 'sticky',
	insetBlockEnd: 0,
	zIndex: vars.zIndex.sticky,
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'flex-end',
	gap: vars.space.small,
	marginInline: `calc(-1 * ${vars.space.medium})`,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.small,
	paddingBlockEnd: `calc(${vars.space.small} + env(safe-area-inset-bottom))`,
	background: vars.color.surface,
	borderBlockStart: `1px solid ${vars.color.border}`,
})

export const moveField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, flex: 1, minInlineSize: 140 })

export const selectLabel = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted })

export const select = style({
	minBlockSize: 44,
	paddingInline: vars.space.small,
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.borderStrong}`,
	background: vars.color.surface,
	color: vars.color.text,
	fontSize: vars.font.size.standard,
	fontFamily: 'inherit',
})

export const dayHeading = style({
	margin: 0,
	paddingBlock: vars.space.xsmall,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

export const daySection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small })

export const more = style({ display: 'flex', justifyContent: 'center' })

/* Groups page. */

export const card = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
})

export const createRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small })

export const createField = style({ flex: 1, minInlineSize: 0 })

export const createButton = style({ marginBlockStart: 26 })

export const groupList = style({
	listStyle: 'none',
	margin: 0,
	padding: 0,
	display: 'flex',
	flexDirection: 'column',
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	overflow: 'hidden',
})

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

export const badge = style({
	paddingInline: vars.space.small,
	borderRadius: vars.radius.full,
	background: vars.color.brandSoft,
	color: vars.color.brandStrong,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.medium,
	whiteSpace: 'nowrap',
})

export const groupActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall })

export const inlineForm = style({ display: 'contents' })

export const confirm = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	background: vars.color.dangerSoft,
})

export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })
