import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } })
const slideDown = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } })

export const overlay = style({
	position: 'fixed',
	inset: 0,
	zIndex: vars.zIndex.overlay,
	backgroundColor: vars.color.overlay,
	selectors: {
		'&[data-state="open"]': { animation: `${fadeIn} 200ms ease-out` },
		'&[data-state="closed"]': { animation: `${fadeOut} 160ms ease-in` },
	},
})

export const content = style({
	position: 'fixed',
	zIndex: vars.zIndex.sheet,
	insetBlockEnd: 0,
	insetInline: 0,
	marginInline: 'auto',
	maxInlineSize: vars.size.pageMaxWidth,
	maxBlockSize: 'calc(100dvh - 48px)',
	display: 'flex',
	flexDirection: 'column',
	backgroundColor: vars.color.surfaceRaised,
	color: vars.color.text,
	borderStartStartRadius: vars.radius.xlarge,
	borderStartEndRadius: vars.radius.xlarge,
	boxShadow: vars.shadow.large,
	paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
	paddingInlineStart: 'env(safe-area-inset-left, 0px)',
	paddingInlineEnd: 'env(safe-area-inset-right, 0px)',
	outline: 'none',
	selectors: {
		'&[data-state="open"]': { animation: `${slideUp} 260ms cubic-bezier(0.32, 0.72, 0, 1)` },
		'&[data-state="closed"]': { animation: `${slideDown} 200ms ease-in` },
	},
})

export const handle = style({
	alignSelf: 'center',
	inlineSize: 36,
	blockSize: 4,
	marginBlockStart: vars.space.small,
	borderRadius: vars.radius.full,
	backgroundColor: vars.color.border,
})

export const header = style({
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.small,
	paddingBlock: vars.space.small,
	paddingInlineStart: vars.space.large,
	paddingInlineEnd: vars.space.small,
})

export const titles = style({
	flex: 1,
	minInlineSize: 0,
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.xxsmall,
	paddingBlockStart: vars.space.small,
})

export const title = style({
	margin: 0,
	fontSize: vars.font.size.large,
	fontWeight: vars.font.weight.strong,
	lineHeight: vars.font.headingLeading,
})

export const description = style({
	margin: 0,
	fontSize: vars.font.size.small,
	color: vars.color.textMuted,
})

export const body = style({
	flex: 1,
	overflowY: 'auto',
	overscrollBehavior: 'contain',
	paddingInline: vars.space.large,
	paddingBlockEnd: vars.space.large,
	selectors: {
		'&:focus-visible': { outlineOffset: -2 },
	},
})
