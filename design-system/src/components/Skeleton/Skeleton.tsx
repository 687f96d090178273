import { type CSSProperties, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './Skeleton.css.ts'

export const skeletonShapes = ['block', 'text', 'circle'] as const
export type SkeletonShape = (typeof skeletonShapes)[number]

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
	shape?: SkeletonShape
	/** Any CSS length; `100%` by default. */
	inlineSize?: CSSProperties['inlineSize']
	/** Any CSS length; a line of text for `text`, otherwise required for a visible block. */
	blockSize?: CSSProperties['blockSize']
}

/** A pulsing placeholder with the shape of content still loading. Hidden from screen readers. */
export function Skeleton({ shape = 'block', inlineSize = '100%', blockSize, className, style, ...props }: SkeletonProps) {
	return (
		<span
			aria-hidden
			{...props}
			className={cx(styles.skeleton, shape === 'text' && styles.text, shape === 'circle' && styles.circle, className)}
			style={{ inlineSize, blockSize: shape === 'circle' ? (blockSize ?? inlineSize) : blockSize, ...style }}
		/>
	)
}
