import { forwardRef, type ElementType, type ReactNode } from 'react'
import { type Sprinkles } from '../../sprinkles.css.ts'
import { type SpaceToken } from '../../tokens/vars.css.ts'
import { cx } from '../../utils/cx.ts'
import { Box, type BoxProps } from '../Box/Box.tsx'
import { stack } from './Stack.css.ts'

export const stackDirections = ['column', 'row'] as const
export const stackAligns = ['stretch', 'start', 'center', 'end', 'baseline'] as const
export const stackJustifies = ['start', 'center', 'end', 'space-between'] as const

const ALIGN_TO_FLEX = {
	stretch: 'stretch',
	start: 'flex-start',
	center: 'center',
	end: 'flex-end',
	baseline: 'baseline',
} as const satisfies Record<(typeof stackAligns)[number], Sprinkles['alignItems']>

const JUSTIFY_TO_FLEX = {
	start: 'flex-start',
	center: 'center',
	end: 'flex-end',
	'space-between': 'space-between',
} as const satisfies Record<(typeof stackJustifies)[number], Sprinkles['justifyContent']>

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'gap' | 'wrap'> {
	as?: ElementType
	/** Space between children. */
	gap?: SpaceToken
	direction?: (typeof stackDirections)[number]
	align?: (typeof stackAligns)[number]
	justify?: (typeof stackJustifies)[number]
	wrap?: boolean
	children?: ReactNode
}

/** Children in a column (default) or a row with even space between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
	{ gap = 'medium', direction = 'column', align = 'stretch', justify = 'start', wrap = false, className, ...props },
	ref,
) {
	return (
		<Box
			ref={ref}
			{...props}
			className={cx(stack, className)}
			flexDirection={direction}
			alignItems={ALIGN_TO_FLEX[align]}
			justifyContent={JUSTIFY_TO_FLEX[justify]}
			flexWrap={wrap ? 'wrap' : undefined}
			gap={gap}
		/>
	)
})
