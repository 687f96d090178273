import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The support inbox: the list of conversations, and one conversation beside the buyer's side panel. */
const WIDE = 'screen and (min-width: 1100px)'

export const list = style({
	display: 'flex',
	flexDirection: 'column',
	margin: 0,
	padding: 0,
	listStyle: 'none',
	borderRadius: vars.radius.large,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
	overflow: 'hidden',
})

export const item = style({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	gap: vars.space.small,
	padding: vars.space.medium,
	color: vars.color.text,
	textDecoration: 'none',
	borderBlockEnd: `1px solid ${vars.color.border}`,
	selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&[aria-current="page"]': { background: vars.color.brandSoft } },
})

export const itemMain = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 2, flex: '1 1 220px', minWidth: 0 })
export const itemTop = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.small, minWidth: 0 })
export const itemName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const itemFacts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, fontSize: vars.font.size.small })
export const preview = style({
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
	textAlign: 'start',
})
export const typingPreview = style({ color: vars.color.brandStrong, fontSize: vars.font.size.small, fontStyle: 'italic' })
export const viewers = style({ color: vars.color.brandStrong, fontSize: vars.font.size.xsmall })
export const compactList = style({})

export const presence = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	minHeight: 20,
	margin: 0,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})
export const presenceDot = style({ inlineSize: 8, blockSize: 8, borderRadius: 999, background: vars.color.success })

/** The desk on a wide screen: the inbox, the conversation, the buyer's side panel; on a phone, the conversation alone. */
export const desk = style({
	display: 'grid',
	gridTemplateColumns: 'minmax(0, 1fr)',
	gap: vars.space.large,
	alignItems: 'start',
	'@media': { [WIDE]: { gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr) minmax(280px, 1fr)' } },
})

export const deskInbox = style({
	display: 'none',
	'@media': {
		[WIDE]: {
			display: 'flex',
			flexDirection: 'column',
			gap: vars.space.small,
			position: 'sticky',
			insetBlockStart: vars.space.medium,
			maxBlockSize: 'calc(100dvh - 120px)',
			overflowY: 'auto',
		},
	},
})

/** The live timeline's box: a fixed height, so the virtualised list has somewhere to scroll. */
export const liveTimeline = style({
	display: 'flex',
	flexDirection: 'column',
	blockSize: '62vh',
	minBlockSize: 320,
	borderRadius: vars.radius.large,
	border: `1px solid ${vars.color.border}`,
	overflow: 'hidden',
})

export const threadHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small })
export const shortcuts = style({ margin: 0, fontSize: vars.font.size.xsmall, color: vars.color.textMuted })
export const kbd = style({
	paddingInline: 4,
	borderRadius: vars.radius.small,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
	fontFamily: 'inherit',
	fontSize: vars.font.size.xsmall,
})
export const unreadName = style({ fontWeight: vars.font.weight.strong })

export const unreadCount = style({
	minWidth: 24,
	paddingInline: vars.space.xsmall,
	borderRadius: 999,
	background: vars.color.brand,
	color: vars.color.textOnBrand,
	fontSize: vars.font.size.xsmall,
	fontWeight: vars.font.weight.strong,
	textAlign: 'center',
})

export const layout = style({
	display: 'grid',
	gridTemplateColumns: 'minmax(0, 1fr)',
	gap: vars.space.large,
	alignItems: 'start',
	'@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)' } },
})

export const thread = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.medium,
	minWidth: 0,
})

export const timeline = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xsmall,
	maxHeight: '60vh',
	overflowY: 'auto',
	padding: vars.space.medium,
	borderRadius: vars.radius.large,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surfaceSunken,
})

export const replyForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small })

export const canned = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' })

export const cannedButton = style({
	maxWidth: 320,
	paddingInline: vars.space.small,
	paddingBlock: vars.space.xxsmall,
	borderRadius: vars.radius.medium,
	border: `1px solid ${vars.color.border}`,
	background: vars.color.surface,
	color: vars.color.text,
	font: 'inherit',
	fontSize: vars.font.size.small,
	textAlign: 'start',
	cursor: 'pointer',
	overflow: 'hidden',
	textOverflow: 'ellipsis',
	whiteSpace: 'nowrap',
	selectors: { '&:hover': { borderColor: vars.color.brand } },
})

/* Canned replies with pictures: a small thumbnail beside the text, on the console page and in the reply box. */

export const cannedCards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' })

export const cannedCard = style({
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.small,
	padding: vars.space.small,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.medium,
	background: vars.color.surface,
})

export const cannedThumb = style({
	flex: 'none',
	inlineSize: 56,
	blockSize: 56,
	objectFit: 'cover',
	borderRadius: vars.radius.small,
	background: vars.color.surfaceSunken,
})

export const cannedText = style({ flex: 1, minWidth: 0, margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: vars.font.size.small })

export const cannedEditor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, flex: 1, minWidth: 0 })

/** The reply's text beside its picture takes the rest of the row. */
export const cannedBody = style({ flex: 1, minInlineSize: 0 })

export const typingLine = style({ minHeight: 20, margin: 0, fontSize: vars.font.size.xsmall, color: vars.color.textMuted })
