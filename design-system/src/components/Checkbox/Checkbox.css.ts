import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../tokens/vars.css.ts'
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts'

const c = vars.color

/** The native box or dot, in the tone's colour (the browser draws it, so it works everywhere without JavaScript). */
export const input = style({
	flexShrink: 0,
	margin: 0,
	cursor: 'pointer',
	selectors: { '&:disabled': { cursor: 'not-allowed' } },
})

export const inputSizes = styleVariants({
	medium: { inlineSize: 20, blockSize: 20 },
	large: { inlineSize: 24, blockSize: 24 },
})

export const inputTones = styleVariants({
	brand: { accentColor: c.brand },
	danger: { accentColor: c.danger },
})

/** The chip variant keeps the input for keyboards and screen readers, out of sight. */
export const hiddenInput = visuallyHidden

/** Box and label centred on each other; with a description under the label, the box stays by its first line. */
export const root = style({
	display: 'flex',
	alignItems: 'center',
	gap: vars.space.small,
	minInlineSize: 0,
	cursor: 'pointer',
	selectors: {
		'&[data-described]': { alignItems: 'flex-start' },
		'&:has(input:disabled)': { cursor: 'not-allowed', color: c.textMuted },
	},
})

export const variants = styleVariants({
	plain: {},
	card: {
		gap: vars.space.medium,
		padding: vars.space.medium,
		borderRadius: vars.radius.medium,
		backgroundColor: c.surface,
		boxShadow: `inset 0 0 0 1px ${c.borderStrong}`,
		selectors: {
			'&:has(input:focus-visible)': { outline: `2px solid ${c.focus}`, outlineOffset: 2 },
			'&:has(input[aria-invalid="true"])': { boxShadow: `inset 0 0 0 2px ${c.danger}` },
		},
	},
	chip: {},
})

/** A checked card takes its tone: brand for a choice, danger for agreeing to something destructive. */
export const cardTones = styleVariants({
	brand: { selectors: { '&:has(input:checked)': { backgroundColor: c.brandSoft, boxShadow: `inset 0 0 0 2px ${c.brand}` } } },
	danger: { selectors: { '&:has(input:checked)': { backgroundColor: c.dangerSoft, boxShadow: `inset 0 0 0 2px ${c.danger}` } } },
})

/** Lines the box up with the first line of its label when a description follows. */
export const alignedInput = style({ selectors: { '[data-described] > &': { marginBlockStart: 2 } } })

export const text = style({
	display: 'flex',
	flexDirection: 'column',
	// The rest of the row: a label can put something at its end (days to the door, an icon).
	flexGrow: 1,
	gap: vars.space.xxsmall,
	minInlineSize: 0,
	overflowWrap: 'anywhere',
})

export const cardLabel = style({ fontSize: vars.font.size.standard, fontWeight: vars.font.weight.medium, color: c.textStrong })

export const description = style({ fontSize: vars.font.size.small, color: c.textMuted })
