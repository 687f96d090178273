import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

const slideIn = keyframes({
	from: { transform: 'translateY(-100%)', opacity: 0 },
	to: { transform: 'translateY(0)', opacity: 1 },
})
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
const swipeOut = keyframes({
	from: { transform: 'translateY(var(--radix-toast-swipe-end-y))' },
	to: { transform: 'translateY(-120%)' },
})

/** Where the viewport starts from the top of the screen: below the page's top bar (set by `offsetBlockStart`). */
export const offsetBlockStart = createVar()

export const viewport = style({
	position: 'fixed',
	insetBlockStart: 0,
	insetInline: 0,
	zIndex: vars.zIndex.toast,
	marginInline: 'auto',
	maxInlineSize: vars.size.pageMaxWidth,
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	marginBlock: 0,
	paddingBlockStart: `calc(${vars.space.medium} + env(safe-area-inset-top, 0px))`,
	paddingInline: vars.space.medium,
	listStyle: 'none',
	outline: 'none',
	pointerEvents: 'none',
})

/** Below a top bar: the bar already keeps clear of the notch, so only a small gap under it. */
export const belowBar = style({
	insetBlockStart: offsetBlockStart,
	paddingBlockStart: vars.space.small,
})

export const root = style({
	pointerEvents: 'auto',
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.small,
	paddingBlock: vars.space.small,
	paddingInlineStart: vars.space.medium,
	paddingInlineEnd: vars.space.xsmall,
	borderRadius: vars.radius.large,
	backgroundColor: vars.color.surfaceRaised,
	color: vars.color.text,
	boxShadow: vars.shadow.medium,
	borderInlineStartWidth: 4,
	borderInlineStartStyle: 'solid',
	selectors: {
		'&[data-state="open"]': { animation: `${slideIn} 220ms cubic-bezier(0.16, 1, 0.3, 1)` },
		'&[data-state="closed"]': { animation: `${fadeOut} 160ms ease-in` },
		'&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
		'&[data-swipe="cancel"]': { transform: 'translateY(0)', transition: 'transform 200ms ease-out' },
		'&[data-swipe="end"]': { animation: `${swipeOut} 120ms ease-out` },
	},
})

export const tones = styleVariants({
	info: { borderInlineStartColor: vars.color.brand },
	success: { borderInlineStartColor: vars.color.success },
	warning: { borderInlineStartColor: vars.color.warning },
	danger: { borderInlineStartColor: vars.color.danger },
})

export const iconTones = styleVariants({
	info: { color: vars.color.brand },
	success: { color: vars.color.success },
	warning: { color: vars.color.warning },
	danger: { color: vars.color.danger },
})

export const icon = style({ marginBlockStart: 10 })

export const texts = style({
	flex: 1,
	minInlineSize: 0,
	display: 'flex',
	flexDirection: 'column',
	justifyContent: 'center',
	minBlockSize: vars.size.touchTarget,
	gap: vars.space.xxsmall,
})

export const title = style({
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.medium,
})

export const description = style({
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})
