import { type SVGAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './Icon.css.ts'
import { isDirectionalIcon, type IconName } from './icons.tsx'
import spriteHref from './icons.svg?url'

/** The icon sprite's address (one cached file for every icon of the page). */
export const iconSpriteHref: string = spriteHref

export const iconSizes = ['xsmall', 'small', 'medium', 'large', 'inherit'] as const
export type IconSize = (typeof iconSizes)[number]

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
	name: IconName
	size?: IconSize
	/** Give a meaningful icon a name; without it the icon is decorative and hidden from screen readers. */
	label?: string
}

/** An SVG icon from Dijla's sprite, coloured by `currentColor`, mirrored in RTL when directional. */
export function Icon({ name, size = 'medium', label, className, ...props }: IconProps) {
	const directional = isDirectionalIcon(name)
	return (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 24 24"
			focusable="false"
			{...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
			data-icon={name}
			data-directional={directional || undefined}
			{...props}
			className={cx(styles.icon, styles.sizes[size], directional && styles.mirrored, className)}
		>
			<use href={`${iconSpriteHref}#${name}`} />
		</svg>
	)
}
