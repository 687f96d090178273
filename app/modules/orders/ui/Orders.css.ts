import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The order list, the order details and the visitor's order page. */

/* Tabs */

export const tabs = style({
	position: 'sticky',
	insetBlockStart: 52,
	zIndex: vars.zIndex.sticky,
	display: 'flex',
	gap: vars.space.xsmall,
	margin: 0,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.small,
	listStyle: 'none',
	overflowX: 'auto',
	scrollbarWidth: 'none',
	background: vars.color.surface,
	borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const tab = style({
	display: 'inline-flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minBlockSize: 36,
	paddingInline: vars.space.medium,
	borderRadius: vars.radius.full,
	whiteSpace: 'nowrap',
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	color: vars.color.text,
	background: vars.color.surfaceSunken,
	textDecoration: 'none',
	selectors: {
		'&[aria-current="page"]': { background: vars.color.brand, color: vars.color.textOnBrand },
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const tabCount = style({
	minInlineSize: 20,
	paddingInline: vars.space.xsmall,
	borderRadius: vars.radius.full,
	textAlign: 'center',
	fontSize: vars.font.size.xsmall,
	background: vars.color.surface,
	color: vars.color.textStrong,
	selectors: { '[aria-current="page"] > &': { background: vars.color.brandStrong, color: vars.color.textOnBrand } },
})

/* Cards and sections */

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
	gap: vars.space.medium,
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	border: `1px solid ${vars.color.border}`,
	minInlineSize: 0,
})

export const cardHead = style({
	display: 'flex',
	alignItems: 'center',
	flexWrap: 'wrap',
	columnGap: vars.space.small,
	rowGap: vars.space.xxsmall,
})

export const cardHeadEnd = style({ marginInlineStart: 'auto' })

export const cardLink = style({
	display: 'flex',
	gap: vars.space.medium,
	alignItems: 'center',
	color: 'inherit',
	textDecoration: 'none',
	borderRadius: vars.radius.medium,
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

export const itemLink = style([cardLink, { flex: 1, alignItems: 'flex-start' }])

export const thumb = style({
	flexShrink: 0,
	inlineSize: 64,
	blockSize: 64,
	borderRadius: vars.radius.medium,
	objectFit: 'cover',
	background: vars.color.surfaceSunken,
})

export const itemText = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	flex: 1,
	minInlineSize: 0,
})

export const itemTitle = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.medium,
	color: vars.color.textStrong,
	overflow: 'hidden',
	display: '-webkit-box',
	WebkitLineClamp: 2,
	WebkitBoxOrient: 'vertical',
	overflowWrap: 'anywhere',
})

export const amountRow = style({
	display: 'flex',
	alignItems: 'baseline',
	justifyContent: 'space-between',
	gap: vars.space.small,
	flexWrap: 'wrap',
})

export const actions = style({
	display: 'flex',
	flexWrap: 'wrap',
	justifyContent: 'flex-end',
	gap: vars.space.small,
	paddingBlockStart: vars.space.medium,
	borderBlockStart: `1px solid ${vars.color.border}`,
})

export const inlineForm = style({ display: 'contents' })

/** "Slip under review" in place of the pay button: a quiet status, not an action. */
export const inReview = style({
	display: 'inline-flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	marginInlineEnd: 'auto',
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
})

export const sectionHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, justifyContent: 'space-between' })

/* Facts: a two-column list of label and value */

export const facts = style({
	display: 'grid',
	gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
	columnGap: vars.space.large,
	rowGap: vars.space.small,
	margin: 0,
	fontSize: vars.font.size.small,
})

export const factLabel = style({ color: vars.color.textMuted })

export const factValue = style({
	margin: 0,
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'flex-end',
	flexWrap: 'wrap',
	gap: vars.space.xsmall,
	textAlign: 'end',
	color: vars.color.text,
	overflowWrap: 'anywhere',
})

export const totalLabel = style({ color: vars.color.textStrong, fontWeight: vars.font.weight.strong, fontSize: vars.font.size.standard })

export const discountValue = style({ color: vars.color.success })

export const latin = style({ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' })

export const subFact = style({ paddingInlineStart: vars.space.medium, color: vars.color.textMuted })

/* Status */

export const statusBanner = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	background: vars.color.brand,
	color: vars.color.textOnBrand,
})

export const statusTitle = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong })

/* Confirmation without JavaScript, and the sheet's buttons */

export const confirmPanel = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	background: vars.color.warningSoft,
	color: vars.color.text,
})

export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small })

export const sheetActions = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	paddingBlockEnd: vars.space.large,
})

/* Items */

export const items = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const item = style({ display: 'flex', gap: vars.space.medium, alignItems: 'flex-start' })

export const itemMeta = style({
	display: 'flex',
	justifyContent: 'space-between',
	alignItems: 'baseline',
	flexWrap: 'wrap',
	gap: vars.space.xsmall,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

/* Remark and forms */

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall })

export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium, color: vars.color.text })

export const textarea = style({
	inlineSize: '100%',
	minBlockSize: 80,
	padding: vars.space.small,
	border: 0,
	borderRadius: vars.radius.medium,
	boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
	background: vars.color.surface,
	color: vars.color.text,
	fontSize: vars.font.size.standard,
	fontFamily: 'inherit',
	lineHeight: vars.font.leading,
	resize: 'vertical',
	outline: 'none',
	selectors: {
		'&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.brand}` },
		'&[aria-invalid="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.danger}` },
	},
})

export const formRow = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small, flexWrap: 'wrap' })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium })

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.small })

export const copyRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall })

export const copyButton = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	minInlineSize: 32,
	minBlockSize: 32,
	padding: 0,
	border: 0,
	borderRadius: vars.radius.full,
	background: 'transparent',
	color: vars.color.brand,
	cursor: 'pointer',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

export const addressBlock = style([itemText, { fontStyle: 'normal', fontSize: vars.font.size.small }])

/* The account page's order shortcuts */

export const shortcuts = style({
	display: 'grid',
	gridTemplateColumns: 'repeat(4, 1fr)',
	margin: 0,
	padding: 0,
	paddingBlock: vars.space.small,
	listStyle: 'none',
	borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const shortcut = style({
	position: 'relative',
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minBlockSize: 64,
	paddingInline: vars.space.xsmall,
	color: vars.color.text,
	textDecoration: 'none',
	textAlign: 'center',
	fontSize: vars.font.size.small,
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.medium } },
})

export const shortcutIcon = style({ position: 'relative', color: vars.color.brand })

export const nowrap = style({ whiteSpace: 'nowrap' })

export const recipientRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.medium })

/** Buttons under a section that lead elsewhere (track the shipment, ask support about the order). */
export const linkRow = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' })

export const factWithAction = style({ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.small })
