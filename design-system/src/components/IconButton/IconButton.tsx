import { forwardRef } from 'react'
import { cx } from '../../utils/cx.ts'
import { Button, type ButtonProps } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { type IconName } from '../Icon/icons.tsx'
import * as styles from './IconButton.css.ts'

export const iconButtonShapes = ['square', 'round'] as const

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'iconEnd' | 'fullWidth' | 'asChild' | 'aria-label'> {
	icon: IconName
	/** The button's accessible name, e.g. "Add to favourites". Required: an icon alone says nothing to a screen reader. */
	label: string
	shape?: (typeof iconButtonShapes)[number]
	/** A small count on the corner, e.g. items in the cart. Its meaning should be part of `label`. */
	badge?: number | string
}

/** A square (or round) button showing only an icon, with a required accessible label. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
	{ icon, label, shape = 'square', size = 'medium', variant = 'ghost', tone = 'neutral', badge, className, ...props },
	ref,
) {
	return (
		<Button
			ref={ref}
			{...props}
			variant={variant}
			tone={tone}
			size={size}
			aria-label={label}
			title={props.title ?? label}
			className={cx(styles.iconButton, styles.shapes[shape], styles.sizes[size], className)}
		>
			<Icon name={icon} size={size === 'large' ? 'medium' : size === 'small' ? 'small' : 'medium'} />
			{badge !== undefined && badge !== '' ? (
				<span className={styles.badge} dir="ltr" aria-hidden>
					{badge}
				</span>
			) : null}
		</Button>
	)
})
