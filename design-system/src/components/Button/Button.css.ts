import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../tokens/vars.css.ts'

const c = vars.color

const tonePalette = {
	brand: { main: c.brand, strong: c.brandStrong, soft: c.brandSoft, softText: c.brandStrong, onMain: c.textOnBrand, line: c.brand },
	neutral: { main: c.text, strong: c.textStrong, soft: c.surfaceSunken, softText: c.text, onMain: c.surface, line: c.borderStrong },
	danger: { main: c.danger, strong: c.dangerStrong, soft: c.dangerSoft, softText: c.danger, onMain: c.surface, line: c.danger },
} as const

type Tone = keyof typeof tonePalette

function toneVariants(tone: Tone) {
	const p = tonePalette[tone]
	return [
		{
			variants: { variant: 'solid' as const, tone },
			style: {
				backgroundColor: p.main,
				color: p.onMain,
				selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: p.strong } },
			},
		},
		{
			variants: { variant: 'soft' as const, tone },
			style: {
				backgroundColor: p.soft,
				color: p.softText,
				selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { boxShadow: `inset 0 0 0 1px ${p.line}` } },
			},
		},
		{
			variants: { variant: 'outline' as const, tone },
			style: {
				backgroundColor: c.surface,
				color: tone === 'neutral' ? c.text : p.main,
				boxShadow: `inset 0 0 0 1px ${p.line}`,
				selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: p.soft } },
			},
		},
		{
			variants: { variant: 'ghost' as const, tone },
			style: {
				backgroundColor: 'transparent',
				color: tone === 'neutral' ? c.text : p.main,
				selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: p.soft } },
			},
		},
	]
}

export const button = recipe({
	base: {
		position: 'relative',
		display: 'inline-flex',
		alignItems: 'center',
		justifyContent: 'center',
		gap: vars.space.small,
		borderWidth: 0,
		borderRadius: vars.radius.medium,
		fontFamily: 'inherit',
		fontWeight: vars.font.weight.medium,
		lineHeight: 1.25,
		textAlign: 'center',
		textDecoration: 'none',
		whiteSpace: 'nowrap',
		cursor: 'pointer',
		userSelect: 'none',
		transition: 'background-color 120ms ease, box-shadow 120ms ease, transform 80ms ease',
		selectors: {
			'&:active:not(:disabled, [aria-disabled="true"])': { transform: 'scale(0.98)' },
			'&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
			'&[data-loading]': { cursor: 'progress', opacity: 1 },
		},
	},
	variants: {
		variant: { solid: {}, soft: {}, outline: {}, ghost: {} },
		tone: { brand: {}, neutral: {}, danger: {} },
		size: {
			small: {
				minBlockSize: 36,
				paddingInline: vars.space.medium,
				fontSize: vars.font.size.small,
				// Keep a 44px touch target around the smaller visual button.
				'::after': { content: '""', position: 'absolute', insetInline: 0, insetBlock: -4 },
			},
			medium: { minBlockSize: vars.size.touchTarget, paddingInline: vars.space.large, fontSize: vars.font.size.standard },
			large: { minBlockSize: 52, paddingInline: vars.space.xlarge, fontSize: vars.font.size.large },
		},
		fullWidth: { true: { display: 'flex', inlineSize: '100%' }, false: {} },
	},
	compoundVariants: [...toneVariants('brand'), ...toneVariants('neutral'), ...toneVariants('danger')],
	defaultVariants: { variant: 'solid', tone: 'brand', size: 'medium', fullWidth: false },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>

/** While loading, the label keeps its width but is hidden; the spinner sits on top. */
export const hiddenContent = style({ visibility: 'hidden', display: 'inline-flex', alignItems: 'center', gap: vars.space.small })

export const spinnerOverlay = style({
	position: 'absolute',
	inset: 0,
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
})
