import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../tokens/vars.css.ts'

/** A page's content under its header: a column of sections with one rhythm. */
export const pageBody = recipe({
	base: { display: 'flex', flexDirection: 'column', minInlineSize: 0 },
	variants: {
		gap: {
			small: { gap: vars.space.small },
			medium: { gap: vars.space.medium },
			large: { gap: vars.space.large },
		},
		/** `block`: space above and below only, for pages whose cards run edge to edge. */
		padding: {
			none: {},
			block: { paddingBlock: vars.space.small },
			medium: { padding: vars.space.medium },
			large: { padding: vars.space.large },
		},
		/** Room at the end for the sticky bottom bar or the tab bar. */
		endSpace: { true: { paddingBlockEnd: vars.space.xxxlarge }, false: {} },
	},
	defaultVariants: { gap: 'medium', padding: 'large', endSpace: false },
})
