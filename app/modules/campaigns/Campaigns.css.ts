import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The campaign pages: free gifts, a friend's help page, group prices, the landing page, my prizes. */

export const productRow = style({
	display: 'flex',
	gap: vars.space.medium,
	alignItems: 'flex-start',
	color: 'inherit',
	textDecoration: 'none',
})

export const bigPicture = style({
	inlineSize: '100%',
	aspectRatio: '1 / 1',
	maxBlockSize: 360,
	objectFit: 'cover',
	borderRadius: vars.radius.large,
	background: vars.color.surfaceSunken,
})

export const struck = style({
	textDecoration: 'line-through',
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
})

/* Progress: "2 of 3 friends helped" with the design system's ProgressBar, the helpers' seats and a countdown. */

export const dot = style({
	display: 'grid',
	placeItems: 'center',
	inlineSize: 40,
	blockSize: 40,
	borderRadius: vars.radius.full,
	border: `2px dashed ${vars.color.borderStrong}`,
	color: vars.color.textMuted,
	fontSize: vars.font.size.small,
})

export const dotDone = style({
	borderStyle: 'solid',
	borderColor: vars.color.brand,
	background: vars.color.brandSoft,
	color: vars.color.brandStrong,
})

export const countdown = style({
	fontVariantNumeric: 'tabular-nums',
	fontWeight: vars.font.weight.strong,
	color: vars.color.accent,
	unicodeBidi: 'isolate',
	direction: 'ltr',
})

/* The rolling broadcast of recent successes: a marquee that stands still for reduced motion. */

// The track holds the items twice, so moving it by half its length loops without a seam. In right-to-left the
// track starts at the inline end and overflows towards the other side, so it moves the other way.
const scroll = keyframes({
	from: { transform: 'translateX(0)' },
	to: { transform: 'translateX(-50%)' },
})
const scrollRtl = keyframes({
	from: { transform: 'translateX(0)' },
	to: { transform: 'translateX(50%)' },
})

export const broadcast = style({
	position: 'relative',
	overflow: 'hidden',
	borderRadius: vars.radius.medium,
	background: vars.color.accentSoft,
	paddingBlock: vars.space.small,
})

export const broadcastTrack = style({
	display: 'flex',
	inlineSize: 'max-content',
	gap: vars.space.xlarge,
	paddingInline: vars.space.medium,
	animation: `${scroll} 40s linear infinite`,
	':hover': { animationPlayState: 'paused' },
	':focus-within': { animationPlayState: 'paused' },
	selectors: {
		'[dir="rtl"] &': { animationName: scrollRtl },
	},
	'@media': {
		'(prefers-reduced-motion: reduce)': {
			animation: 'none',
			inlineSize: 'auto',
			flexDirection: 'column',
			gap: vars.space.xsmall,
		},
	},
})

export const broadcastList = style({
	display: 'flex',
	gap: vars.space.xlarge,
	margin: 0,
	padding: 0,
	listStyle: 'none',
	'@media': {
		'(prefers-reduced-motion: reduce)': {
			flexDirection: 'column',
			gap: vars.space.xsmall,
		},
	},
})

export const broadcastCopy = style({
	'@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
})

export const broadcastItem = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.xsmall,
	whiteSpace: 'nowrap',
	fontSize: vars.font.size.small,
	color: vars.color.textStrong,
	'@media': { '(prefers-reduced-motion: reduce)': { whiteSpace: 'normal' } },
})

/* How it works. */

export const steps = style({
	display: 'grid',
	gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
	gap: vars.space.small,
	margin: 0,
	padding: 0,
	listStyle: 'none',
	counterReset: 'step',
})

export const step = style({
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	gap: vars.space.xsmall,
	textAlign: 'center',
	fontSize: vars.font.size.small,
	color: vars.color.text,
})

export const stepIcon = style({
	display: 'grid',
	placeItems: 'center',
	inlineSize: 44,
	blockSize: 44,
	borderRadius: vars.radius.full,
	background: vars.color.brandSoft,
	color: vars.color.brandStrong,
})

export const hero = style({
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.large,
	borderRadius: vars.radius.large,
	background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.accentSoft})`,
})

export const titleLink = style({
	color: 'inherit',
	textDecoration: 'none',
	':hover': { textDecoration: 'underline' },
	':focus-visible': { textDecoration: 'underline' },
})
