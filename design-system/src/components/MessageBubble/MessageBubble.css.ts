import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** A message's row: the other side's at the start, the reader's own at the end, events in the middle. */
export const row = style({
	display: 'flex',
	flexDirection: 'column',
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.xxsmall,
})

export const rowSides = styleVariants({
	other: { alignItems: 'flex-start' },
	own: { alignItems: 'flex-end' },
	event: { alignItems: 'center' },
})

/** The tail is the corner nearest the sender's side. */
export const bubble = style({
	maxInlineSize: 'min(80%, 480px)',
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.small,
	borderRadius: vars.radius.large,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
	color: vars.color.text,
	boxShadow: vars.shadow.small,
})

export const bubbleSides = styleVariants({
	other: { borderEndStartRadius: vars.radius.small },
	own: { background: vars.color.brandSoft, borderColor: 'transparent', borderEndEndRadius: vars.radius.small },
})

export const failed = style({ borderColor: vars.color.danger })

/** Typed text: kept as written (line breaks, either direction per paragraph), long words broken anywhere. */
export const text = style({
	margin: 0,
	whiteSpace: 'pre-wrap',
	overflowWrap: 'anywhere',
	unicodeBidi: 'plaintext',
	textAlign: 'start',
})

export const textSizes = styleVariants({
	small: { fontSize: vars.font.size.small },
	standard: { fontSize: vars.font.size.standard },
})

globalStyle(`${text} a`, { color: vars.color.brandStrong, textDecoration: 'underline', overflowWrap: 'anywhere' })

export const picture = style({
	display: 'block',
	maxInlineSize: '100%',
	inlineSize: 240,
	blockSize: 'auto',
	borderRadius: vars.radius.medium,
	background: vars.color.surfaceSunken,
	objectFit: 'cover',
})

export const pictureLink = style({ display: 'block', lineHeight: 0 })

/** A product, an order or a request inside a bubble: its picture beside its lines. */
export const card = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	minInlineSize: 200,
	color: 'inherit',
	textDecoration: 'none',
})

export const meta = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	marginBlockStart: vars.space.xxsmall,
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

export const metaFailed = style({ color: vars.color.danger })

export const metaAction = style({
	minBlockSize: 32,
	padding: 0,
	paddingInline: vars.space.xsmall,
	border: 'none',
	background: 'none',
	color: vars.color.brandStrong,
	font: 'inherit',
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	textDecoration: 'underline',
	cursor: 'pointer',
})

/** One line of what happened: the icon, the words, where to go next and the time flow as one centred text. */
export const event = style({
	maxInlineSize: '88%',
	margin: 0,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.xsmall,
	borderRadius: vars.radius.large,
	background: vars.color.surfaceSunken,
	color: vars.color.text,
	fontSize: vars.font.size.small,
	lineHeight: 1.6,
	textAlign: 'center',
})

export const eventIcon = style({ verticalAlign: '-0.2em', marginInlineEnd: vars.space.xsmall, color: vars.color.brandStrong })

/** Isolated, so a number at the end of the words never runs into the time after it (Arabic digits are weak). */
export const isolate = style({ unicodeBidi: 'isolate' })

export const eventTrailer = style({ unicodeBidi: 'isolate', marginInlineStart: vars.space.small, whiteSpace: 'nowrap' })

globalStyle(`${eventTrailer} a`, {
	fontWeight: vars.font.weight.medium,
	color: vars.color.brandStrong,
	textDecoration: 'underline',
	textUnderlineOffset: 3,
})

export const eventTime = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted })

/* A voice message: a round play button, the progress, and the time. */

export const voice = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	minInlineSize: 200,
	paddingBlock: vars.space.xxsmall,
})

export const voiceButton = style({
	flex: 'none',
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 36,
	blockSize: 36,
	border: 'none',
	borderRadius: vars.radius.full,
	background: vars.color.brand,
	color: vars.color.textOnBrand,
	cursor: 'pointer',
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

export const voiceTrack = style({
	flex: 1,
	blockSize: 4,
	borderRadius: vars.radius.small,
	overflow: 'hidden',
	background: vars.color.border,
	selectors: { [`${rowSides.own} &`]: { background: vars.color.borderStrong } },
})

export const voiceFill = style({
	display: 'block',
	blockSize: '100%',
	background: vars.color.brand,
	selectors: { [`${rowSides.own} &`]: { background: vars.color.brandStrong } },
})

export const voiceTime = style({
	flex: 'none',
	minInlineSize: '3.2em',
	fontSize: vars.font.size.xsmall,
	fontVariantNumeric: 'tabular-nums',
	textAlign: 'end',
})

/** Without JavaScript, the browser's own player. */
export const nativeAudio = style({ inlineSize: 240, maxInlineSize: '100%' })
