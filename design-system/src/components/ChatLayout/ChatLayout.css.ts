import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

/** A conversation on a phone: the whole screen, a column of header, messages and composer. */
export const room = style({ display: 'flex', flexDirection: 'column', blockSize: '100dvh', minBlockSize: 0 })

/** The messages' part of the column: it takes the room the header and the composer leave. */
export const body = style({
	position: 'relative',
	flex: 1,
	minBlockSize: 0,
	display: 'flex',
	flexDirection: 'column',
	background: vars.color.background,
})

/** Without JavaScript: the latest page, newest first in the markup and at the bottom on screen, in view first. */
export const staticList = style({
	flex: 1,
	minBlockSize: 0,
	overflowY: 'auto',
	display: 'flex',
	flexDirection: 'column-reverse',
	margin: 0,
	padding: 0,
	paddingBlock: vars.space.medium,
	listStyle: 'none',
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
