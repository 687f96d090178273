import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

/** The coupon section's one row (a button with JavaScript, a link without): its title, then the choice at the end. */
export const row = style({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: vars.space.medium,
	inlineSize: '100%',
	minBlockSize: 44,
	padding: 0,
	border: 0,
	background: 'none',
	textAlign: 'start',
	textDecoration: 'none',
})
