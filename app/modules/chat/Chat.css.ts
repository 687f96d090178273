import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The chat room: a full-height column (header, timeline, composer), and the message bubbles. */

export const room = style({
	display: 'flex',
	flexDirection: 'column',
	height: '100dvh',
	minHeight: 0,
})

export const timeline = style({
	position: 'relative',
	flex: 1,
	minHeight: 0,
	display: 'flex',
	flexDirection: 'column',
	background: vars.color.background,
})

/** Without JavaScript: the latest page, newest at the bottom and in view first (column-reverse). */
export const staticList = style({
	flex: 1,
	minHeight: 0,
	overflowY: 'auto',
	display: 'flex',
	flexDirection: 'column-reverse',
	margin: 0,
	padding: 0,
	paddingBlock: vars.space.medium,
	listStyle: 'none',
})

export const olderLink = style({
	display: 'flex',
	justifyContent: 'center',
	padding: vars.space.small,
})

export const row = style({
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'flex-start',
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.xxsmall,
})

export const ownRow = style({
	alignItems: 'flex-end',
})

export const systemRow = style({
	alignItems: 'center',
})

export const bubble = style({
	maxWidth: 'min(80%, 480px)',
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.small,
	borderRadius: vars.radius.large,
	borderEndStartRadius: vars.radius.small,
	background: vars.color.surface,
	color: vars.color.text,
	border: `1px solid ${vars.color.border}`,
	boxShadow: vars.shadow.small,
})

export const ownBubble = style({
	background: vars.color.brandSoft,
	borderColor: 'transparent',
	borderEndStartRadius: vars.radius.large,
	borderEndEndRadius: vars.radius.small,
})

export const failedBubble = style({
	borderColor: vars.color.danger,
})

export const text = style({
	margin: 0,
	whiteSpace: 'pre-wrap',
	overflowWrap: 'anywhere',
	unicodeBidi: 'plaintext',
	textAlign: 'start',
	fontSize: vars.font.size.standard,
})

export const link = style({
	color: vars.color.brandStrong,
	textDecoration: 'underline',
	overflowWrap: 'anywhere',
})

export const picture = style({
	display: 'block',
	maxWidth: '100%',
	width: 240,
	height: 'auto',
	borderRadius: vars.radius.medium,
	background: vars.color.surfaceSunken,
	objectFit: 'cover',
})

export const pictureLink = style({
	display: 'block',
	lineHeight: 0,
})

export const meta = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	marginBlockStart: vars.space.xxsmall,
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

export const failedMeta = style({
	color: vars.color.danger,
})

export const retryButton = style({
	border: 'none',
	background: 'none',
	padding: 0,
	paddingInline: vars.space.xsmall,
	minHeight: 32,
	color: vars.color.brandStrong,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	textDecoration: 'underline',
	cursor: 'pointer',
})

export const day = style({
	display: 'flex',
	justifyContent: 'center',
	paddingBlock: vars.space.small,
})

export const dayLabel = style({
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.xxsmall,
	borderRadius: vars.radius.full,
	background: vars.color.surfaceSunken,
	color: vars.color.textMuted,
	fontSize: vars.font.size.xsmall,
})

/** One line of what happened: the icon, the words, where to go next and the time flow as one centred text. */
export const systemText = style({
	maxWidth: '88%',
	margin: 0,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.xsmall,
	borderRadius: vars.radius.large,
	background: vars.color.surfaceSunken,
	textAlign: 'center',
	fontSize: vars.font.size.small,
	lineHeight: 1.6,
	color: vars.color.text,
})

export const systemIcon = style({
	verticalAlign: '-0.2em',
	marginInlineEnd: vars.space.xsmall,
	color: vars.color.brandStrong,
})

/** Isolated, so a number at the end of the words never runs into the time after it (Arabic digits are weak). */
export const systemWords = style({ unicodeBidi: 'isolate' })

export const systemLink = style({
	unicodeBidi: 'isolate',
	marginInlineStart: vars.space.small,
	whiteSpace: 'nowrap',
	fontWeight: vars.font.weight.medium,
	color: vars.color.brandStrong,
	textDecoration: 'underline',
	textUnderlineOffset: 3,
})

export const systemTime = style({
	unicodeBidi: 'isolate',
	marginInlineStart: vars.space.small,
	whiteSpace: 'nowrap',
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

/** Order numbers and codes: Latin, always left to right, even in an Arabic line. */
export const ltrText = style({
	unicodeBidi: 'isolate',
	direction: 'ltr',
	textAlign: 'start',
})

/* Voice messages: a round play button, the progress, and the time. */

export const voice = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	minInlineSize: 200,
	paddingBlock: vars.space.xxsmall,
})

export const ownVoice = style({})

export const voiceButton = style({
	flex: 'none',
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	inlineSize: 36,
	blockSize: 36,
	borderRadius: '50%',
	border: 'none',
	cursor: 'pointer',
	background: vars.color.brand,
	color: vars.color.textOnBrand,
	selectors: {
		'&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
	},
})

export const voiceTrack = style({
	flex: 1,
	position: 'relative',
	blockSize: 4,
	borderRadius: 2,
	overflow: 'hidden',
	background: vars.color.border,
	selectors: { [`${ownVoice} &`]: { background: vars.color.borderStrong } },
})

export const voiceFill = style({
	display: 'block',
	blockSize: '100%',
	background: vars.color.brand,
	borderRadius: 2,
	selectors: { [`${ownVoice} &`]: { background: vars.color.brandStrong } },
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

export const card = style({
	display: 'flex',
	gap: vars.space.small,
	alignItems: 'center',
	minWidth: 200,
	color: 'inherit',
	textDecoration: 'none',
})

export const cardImage = style({
	flexShrink: 0,
	width: 56,
	height: 56,
	borderRadius: vars.radius.medium,
	objectFit: 'cover',
	background: vars.color.surfaceSunken,
})

export const cardBody = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	minWidth: 0,
})

export const cardLabel = style({
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

export const cardTitle = style({
	margin: 0,
	fontSize: vars.font.size.small,
	fontWeight: vars.font.weight.medium,
	color: vars.color.textStrong,
	display: '-webkit-box',
	WebkitLineClamp: 2,
	WebkitBoxOrient: 'vertical',
	overflow: 'hidden',
	overflowWrap: 'anywhere',
})

export const cardDetail = style({
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

export const typing = style({
	minHeight: 24,
	paddingInline: vars.space.large,
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

export const empty = style({
	flex: 1,
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	justifyContent: 'center',
	gap: vars.space.small,
	padding: vars.space.xlarge,
	textAlign: 'center',
	color: vars.color.textMuted,
})

export const composer = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.small,
	paddingBlockEnd: `calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
	background: vars.color.surface,
	borderBlockStart: `1px solid ${vars.color.border}`,
})

export const composerRow = style({
	display: 'flex',
	alignItems: 'flex-end',
	gap: vars.space.xsmall,
})

export const input = style({
	flex: 1,
	minWidth: 0,
	minHeight: 44,
	maxHeight: 140,
	resize: 'none',
	paddingInline: vars.space.medium,
	paddingBlock: 10,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.xlarge,
	background: vars.color.background,
	color: vars.color.text,
	font: 'inherit',
	fontSize: vars.font.size.standard,
	lineHeight: 1.4,
	unicodeBidi: 'plaintext',
	':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
})

export const iconAction = style({
	position: 'relative',
	flexShrink: 0,
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	width: 44,
	height: 44,
	border: 'none',
	borderRadius: vars.radius.full,
	background: 'transparent',
	color: vars.color.textMuted,
	cursor: 'pointer',
	selectors: {
		'&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
		'&[data-disabled]': { opacity: 0.5, cursor: 'default' },
	},
})

export const sendAction = style({
	background: vars.color.brand,
	color: vars.color.textOnBrand,
	selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } },
})

/** The file input covers its label so a tap anywhere on the icon opens the picker (and it stays focusable). */
export const fileInput = style({
	position: 'absolute',
	inset: 0,
	opacity: 0,
	cursor: 'pointer',
	width: '100%',
	height: '100%',
})

export const composerError = style({
	paddingInline: vars.space.small,
})

export const confirmCard = style({
	marginInline: vars.space.small,
	marginBlockEnd: vars.space.small,
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.large,
	background: vars.color.brandSoft,
})

export const confirmActions = style({
	display: 'flex',
	gap: vars.space.small,
})

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
export const spinning = style({ animation: `${spin} 1s linear infinite` })

export const notice = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	margin: 0,
	paddingInline: vars.space.large,
	paddingBlock: vars.space.small,
	background: vars.color.warningSoft,
	color: vars.color.text,
	fontSize: vars.font.size.small,
})

/* The conversations page and its tabs. */

export const page = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	padding: vars.space.large,
	paddingBlockEnd: vars.space.xxxlarge,
})

export const tabs = style({
	display: 'flex',
	gap: vars.space.xsmall,
	padding: vars.space.xxsmall,
	borderRadius: vars.radius.full,
	background: vars.color.surfaceSunken,
})

export const tab = style({
	flex: 1,
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	minHeight: 40,
	borderRadius: vars.radius.full,
	color: vars.color.textMuted,
	fontWeight: vars.font.weight.medium,
	textDecoration: 'none',
	selectors: { '&[aria-current="page"]': { background: vars.color.surface, color: vars.color.textStrong, boxShadow: vars.shadow.small } },
})

export const conversationLink = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.medium,
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	border: `1px solid ${vars.color.border}`,
	color: 'inherit',
	textDecoration: 'none',
})

export const conversationAvatar = style({
	flexShrink: 0,
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	width: 48,
	height: 48,
	borderRadius: vars.radius.full,
	background: vars.color.brandSoft,
	color: vars.color.brandStrong,
})

export const conversationText = style({
	flex: 1,
	minWidth: 0,
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
})

export const conversationTitle = style({
	display: 'flex',
	justifyContent: 'space-between',
	gap: vars.space.small,
	fontWeight: vars.font.weight.strong,
	color: vars.color.textStrong,
})

export const conversationPreview = style({
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
})

export const conversationTime = style({
	flexShrink: 0,
	fontWeight: vars.font.weight.regular,
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

export const unreadBadge = style({
	flexShrink: 0,
	minWidth: 22,
	height: 22,
	paddingInline: 6,
	display: 'inline-flex',
	alignItems: 'center',
	justifyContent: 'center',
	borderRadius: vars.radius.full,
	background: vars.color.accent,
	color: vars.color.textOnBrand,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.strong,
})

/* The voice recorder, in the composer's place while it records. */

export const recorder = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minHeight: 44,
})

export const recorderStatus = style({
	flex: 1,
	minWidth: 0,
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	paddingInline: vars.space.small,
})

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.25 } })

export const recordingDot = style({
	flex: 'none',
	inlineSize: 10,
	blockSize: 10,
	borderRadius: '50%',
	background: vars.color.textMuted,
})

export const recordingDotLive = style({
	background: vars.color.danger,
	'@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.2s ease-in-out infinite` } },
})

export const recorderTime = style({
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.medium,
	fontVariantNumeric: 'tabular-nums',
	color: vars.color.textStrong,
})

export const recorderHint = style({
	minWidth: 0,
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
	fontSize: vars.font.size.xsmall,
	color: vars.color.textMuted,
})

export const recorderError = style({ flex: 1, minWidth: 0, paddingInline: vars.space.small })

/* "Get a notification when support replies?" above the composer. */

export const notifyPrompt = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	gap: vars.space.small,
	marginInline: vars.space.small,
	marginBlockEnd: vars.space.small,
	paddingInline: vars.space.medium,
	paddingBlock: vars.space.small,
	borderRadius: vars.radius.large,
	background: vars.color.surfaceRaised,
	border: `1px solid ${vars.color.border}`,
	color: vars.color.text,
})

export const notifyText = style({ flex: '1 1 180px', margin: 0, fontSize: vars.font.size.small })

export const notifyActions = style({ display: 'flex', gap: vars.space.xsmall, marginInlineStart: 'auto' })
