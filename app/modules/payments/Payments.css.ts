import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The payment page (method choice, bank transfer steps 1 and 2), the payment result and the sandbox gateway. */

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

export const cardTitle = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

/* Summary: order number, stage, amount due */

export const summaryRow = style({
	display: 'flex',
	alignItems: 'baseline',
	justifyContent: 'space-between',
	flexWrap: 'wrap',
	gap: vars.space.small,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

export const summaryValue = style({ color: vars.color.text, fontWeight: vars.font.weight.medium })

export const latin = style({ unicodeBidi: 'isolate', direction: 'ltr', fontVariantNumeric: 'tabular-nums' })

/* Method choice: one radio card per method */

export const methods = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	margin: 0,
	padding: 0,
	border: 0,
	minInlineSize: 0,
})

export const legend = style({
	padding: 0,
	marginBlockEnd: vars.space.small,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

export const method = style({
	position: 'relative',
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.medium,
	minBlockSize: 64,
	paddingInline: vars.space.large,
	paddingBlock: vars.space.medium,
	borderRadius: vars.radius.large,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
	cursor: 'pointer',
	selectors: {
		'&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}`, background: vars.color.brandSoft },
		'&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const methodIcon = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	flexShrink: 0,
	inlineSize: 40,
	blockSize: 40,
	borderRadius: vars.radius.full,
	background: vars.color.surfaceSunken,
	color: vars.color.brandStrong,
})

export const methodText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minInlineSize: 0 })

export const methodName = style({ fontWeight: vars.font.weight.medium, color: vars.color.textStrong })

export const methodHint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted })

export const radio = style({
	flexShrink: 0,
	inlineSize: 20,
	blockSize: 20,
	margin: 0,
	accentColor: vars.color.brand,
})

/* Notices: failed, audit failed, in review, cash */

/* Transfer steps */

export const steps = style({
	display: 'grid',
	gridTemplateColumns: '1fr 1fr',
	gap: vars.space.small,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const step = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	paddingBlock: vars.space.small,
	borderBlockEnd: `3px solid ${vars.color.border}`,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
	selectors: { '&[aria-current="step"]': { borderColor: vars.color.brand, color: vars.color.textStrong, fontWeight: vars.font.weight.medium } },
})

export const stepNumber = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 24,
	blockSize: 24,
	borderRadius: vars.radius.full,
	background: vars.color.surfaceSunken,
	fontSize: vars.font.size.xsmall,
	selectors: { '[aria-current="step"] > &': { background: vars.color.brand, color: vars.color.textOnBrand } },
})

/* Bank account: label, value, copy */

export const accountList = style({ display: 'flex', flexDirection: 'column', margin: 0 })

export const accountRow = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	paddingBlock: vars.space.small,
	borderBlockEnd: `1px solid ${vars.color.border}`,
	selectors: { '&:last-child': { borderBlockEnd: 0 } },
})

export const accountText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minInlineSize: 0 })

export const accountLabel = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted })

export const accountValue = style({
	margin: 0,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.medium,
	color: vars.color.textStrong,
	overflowWrap: 'anywhere',
	userSelect: 'all',
})

export const instructions = style({
	margin: 0,
	paddingInlineStart: vars.space.large,
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	fontSize: vars.font.size.small,
	color: vars.color.text,
	// The list numbers follow the page's digits, as every other number does.
	selectors: { ':is(:lang(ar), :lang(ckb)) &': { listStyleType: 'arabic-indic' } },
})

export const dropZone = style({
	position: 'relative',
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	gap: vars.space.small,
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	border: `2px dashed ${vars.color.borderStrong}`,
	background: vars.color.surfaceSunken,
	textAlign: 'center',
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

export const fileInput = style({
	maxInlineSize: '100%',
	fontSize: vars.font.size.small,
	color: vars.color.text,
})

/** With JavaScript the picker is the whole zone: the real input covers it, invisible. */
export const fileInputCovering = style({
	position: 'absolute',
	inset: 0,
	inlineSize: '100%',
	blockSize: '100%',
	opacity: 0,
	cursor: 'pointer',
})

export const previews = style({
	display: 'grid',
	gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
	gap: vars.space.small,
	margin: 0,
	padding: 0,
	listStyle: 'none',
})

export const preview = style({
	position: 'relative',
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	minInlineSize: 0,
})

export const previewImage = style({
	inlineSize: '100%',
	aspectRatio: '1',
	objectFit: 'cover',
	borderRadius: vars.radius.medium,
	background: vars.color.surfaceSunken,
	border: `1px solid ${vars.color.border}`,
})

export const previewDocument = style([
	previewImage,
	{
		display: 'flex',
		alignItems: 'center',
		justifyContent: 'center',
		color: vars.color.textMuted,
		fontSize: vars.font.size.xsmall,
		fontWeight: vars.font.weight.strong,
		textDecoration: 'none',
	},
])

export const previewName = style({
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
	direction: 'ltr',
	textAlign: 'start',
})

export const removeButton = style({
	position: 'absolute',
	insetBlockStart: 4,
	insetInlineEnd: 4,
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 32,
	blockSize: 32,
	border: 0,
	borderRadius: vars.radius.full,
	background: vars.color.overlay,
	color: vars.color.textOnBrand,
	cursor: 'pointer',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

/* Result page */

export const resultIcon = style({
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 72,
	blockSize: 72,
	borderRadius: vars.radius.full,
})

export const resultIconTones = styleVariants({
	success: { background: vars.color.successSoft, color: vars.color.success },
	danger: { background: vars.color.dangerSoft, color: vars.color.danger },
	waiting: { background: vars.color.warningSoft, color: vars.color.text },
	neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
})

export const sandbox = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.large,
	padding: vars.space.large,
	paddingBlockEnd: vars.space.xxxlarge,
})

export const sandboxBanner = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.medium,
	background: vars.color.warningSoft,
	color: vars.color.text,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
})

export const sandboxCard = style([
	card,
	{
		alignItems: 'stretch',
		boxShadow: vars.shadow.medium,
		borderColor: vars.color.borderStrong,
	},
])

export const sandboxAmount = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.medium })
