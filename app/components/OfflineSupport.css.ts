import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** "You are offline; showing what you saw last": stays at the top of the column while the page scrolls. */
export const banner = style({
	position: 'sticky',
	insetBlockStart: 0,
	zIndex: vars.zIndex.sticky,
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	paddingBlock: vars.space.small,
	paddingInline: vars.space.medium,
	background: vars.color.warningSoft,
	color: vars.color.text,
	fontSize: vars.font.size.small,
	borderBlockEnd: `1px solid ${vars.color.warning}`,
})

/** The retry prompt and the update prompt: a card over the bottom of the column, above the tab bar. */
export const prompt = style({
	position: 'fixed',
	insetInline: 0,
	insetBlockEnd: 0,
	zIndex: vars.zIndex.toast,
	display: 'flex',
	justifyContent: 'center',
	padding: vars.space.medium,
	paddingBlockEnd: `calc(${vars.space.medium} + env(safe-area-inset-bottom, 0px))`,
	pointerEvents: 'none',
})

export const promptCard = style({
	pointerEvents: 'auto',
	inlineSize: '100%',
	maxInlineSize: '718px',
	display: 'flex',
	flexDirection: 'column',
	gap: vars.space.small,
	padding: vars.space.medium,
	borderRadius: vars.radius.large,
	background: vars.color.surface,
	color: vars.color.text,
	boxShadow: vars.shadow.large,
	borderInlineStart: `4px solid ${vars.color.brand}`,
})

export const promptAlert = style({ borderInlineStartColor: vars.color.danger })
