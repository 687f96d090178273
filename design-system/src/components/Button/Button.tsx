import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { type IconName } from '../Icon/icons.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx'
import * as styles from './Button.css.ts'

export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const
export const buttonTones = ['brand', 'neutral', 'danger'] as const
export const buttonSizes = ['small', 'medium', 'large'] as const

export type ButtonVariant = (typeof buttonVariants)[number]
export type ButtonTone = (typeof buttonTones)[number]
export type ButtonSize = (typeof buttonSizes)[number]

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
	variant?: ButtonVariant
	tone?: ButtonTone
	size?: ButtonSize
	fullWidth?: boolean
	/** Shows a spinner, keeps the button's size and ignores clicks (no double submits). */
	loading?: boolean
	/** Read by screen readers while `loading`, e.g. "Placing your order…". */
	loadingLabel?: string
	/** An icon before the label (on the right in RTL). */
	icon?: IconName
	/** An icon after the label. */
	iconEnd?: IconName
	/** Render the child element (e.g. a link) with the button's look instead of a `<button>`. */
	asChild?: boolean
	children?: ReactNode
}

/** The one button: four variants, three tones, three sizes, at least a 44px touch target. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
	{
		variant = 'solid',
		tone = 'brand',
		size = 'medium',
		fullWidth = false,
		loading = false,
		loadingLabel,
		icon,
		iconEnd,
		asChild = false,
		type,
		className,
		children,
		onClick,
		...props
	},
	ref,
) {
	const className_ = cx(styles.button({ variant, tone, size, fullWidth }), className)

	if (asChild) {
		return (
			<Slot ref={ref} {...props} className={className_} onClick={onClick}>
				{children}
			</Slot>
		)
	}

	const iconSize = size === 'large' ? 'medium' : 'small'
	const content = (
		<>
			{icon ? <Icon name={icon} size={iconSize} /> : null}
			{children}
			{iconEnd ? <Icon name={iconEnd} size={iconSize} /> : null}
		</>
	)

	function handleClick(event: MouseEvent<HTMLButtonElement>) {
		if (loading) {
			event.preventDefault()
			return
		}
		onClick?.(event)
	}

	return (
		<button
			ref={ref}
			type={type}
			{...props}
			aria-disabled={loading || props['aria-disabled'] || undefined}
			aria-busy={loading || undefined}
			data-loading={loading || undefined}
			className={className_}
			onClick={handleClick}
		>
			{loading ? (
				<>
					<span className={styles.hiddenContent} aria-hidden>
						{content}
					</span>
					<VisuallyHidden>{loadingLabel ?? children}</VisuallyHidden>
					<span className={styles.spinnerOverlay}>
						<Spinner size="small" />
					</span>
				</>
			) : (
				content
			)}
		</button>
	)
})
