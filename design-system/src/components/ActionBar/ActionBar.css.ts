import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

export const bar = style({
	position: 'sticky',
	insetBlockEnd: 0,
	zIndex: vars.zIndex.sticky,
	display: 'flex',
	flexWrap: 'wrap',
	gap: vars.space.small,
	marginBlockStart: 'auto',
	paddingBlockStart: vars.space.small,
	// Clear of the phone's home indicator.
	paddingBlockEnd: `calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
	backgroundColor: vars.color.surface,
	borderBlockStart: `1px solid ${vars.color.border}`,
})

export const aligns = styleVariants({
	center: { alignItems: 'center' },
	end: { alignItems: 'flex-end' },
})

export const insets = styleVariants({
	medium: { paddingInline: vars.space.medium },
	large: { paddingInline: vars.space.large },
})
