import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const overlay = style({
	position: 'fixed',
	inset: 0,
	zIndex: vars.zIndex.overlay,
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	background: 'color-mix(in srgb, white 70%, transparent)',
})

/** The alert that holds the reload button (an alert role on the button itself would hide that it is a button). */
export const noNetworkRegion = style({ display: 'contents' })

export const noNetwork = style([
	overlay,
	{
		flexDirection: 'column',
		gap: vars.space.medium,
		padding: vars.space.xlarge,
		textAlign: 'center',
		background: vars.color.background,
		cursor: 'pointer',
		border: 'none',
		inlineSize: '100%',
		font: 'inherit',
		color: vars.color.text,
	},
])
