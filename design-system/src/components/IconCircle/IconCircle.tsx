import { type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Icon } from '../Icon/Icon.tsx'
import { type IconName } from '../Icon/icons.tsx'
import * as styles from './IconCircle.css.ts'

export const iconCircleSizes = ['medium', 'large', 'xlarge'] as const
export const iconCircleTones = ['brand', 'soft'] as const

export interface IconCircleProps extends HTMLAttributes<HTMLSpanElement> {
	name: IconName
	/** medium 44px, large 48px, xlarge 72px. */
	size?: (typeof iconCircleSizes)[number]
	tone?: (typeof iconCircleTones)[number]
}

/** An icon on a round disc, decorative: the start of an entry (search by photo), a step of "how it works", an intro. */
export function IconCircle({ name, size = 'large', tone = 'soft', className, ...props }: IconCircleProps) {
	return (
		<span aria-hidden {...props} className={cx(styles.circle, styles.sizes[size], styles.tones[tone], className)}>
			<Icon name={name} size={size === 'xlarge' ? 'large' : 'medium'} />
		</span>
	)
}
