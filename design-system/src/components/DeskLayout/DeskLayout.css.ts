import { style } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'

const WIDE = 'screen and (min-width: 1100px)'

/** The agent's desk: on a wide screen the inbox, the conversation and the buyer's side panel; on a phone the conversation. */
export const root = style({
	display: 'grid',
	gridTemplateColumns: 'minmax(0, 1fr)',
	gap: vars.space.large,
	alignItems: 'start',
	'@media': { [WIDE]: { gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr) minmax(280px, 1fr)' } },
})

export const list = style({
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

/** A conversation inside a page: a bordered box of fixed height, so the messages have somewhere to scroll. */
export const frame = style({
	display: 'flex',
	flexDirection: 'column',
	blockSize: '62vh',
	minBlockSize: 320,
	border: `1px solid ${vars.color.border}`,
	borderRadius: vars.radius.large,
	overflow: 'hidden',
})
