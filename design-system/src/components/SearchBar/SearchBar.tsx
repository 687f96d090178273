import { cloneElement, forwardRef, isValidElement, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './SearchBar.css.ts'

export const searchBarTones = ['sunken', 'surface'] as const

export interface SearchBarRootProps extends HTMLAttributes<HTMLElement> {
	/** `sunken` on a light bar, `surface` on the brand bar. */
	tone?: (typeof searchBarTones)[number]
	/**
	 * Render the child element (a link to the search page) as the bar; the icon goes before its children. Without
	 * it the bar is a `label` around the field, so a tap anywhere on it focuses the field.
	 */
	asChild?: boolean
	children?: ReactNode
}

/** The search field's pill with its icon: around `SearchBar.Input` (and a visually hidden label), or as a link. */
const Root = forwardRef<HTMLElement, SearchBarRootProps>(function SearchBarRoot(
	{ tone = 'sunken', asChild = false, className, children, ...props },
	ref,
) {
	const className_ = cx(styles.root, styles.tones[tone], className)
	const icon = <Icon name="search" size="small" />
	if (asChild && isValidElement<{ children?: ReactNode }>(children)) {
		return (
			<Slot ref={ref} {...props} className={className_}>
				{cloneElement(children, undefined, icon, children.props.children)}
			</Slot>
		)
	}
	return (
		<label ref={ref as never} {...props} className={className_}>
			{icon}
			{children}
		</label>
	)
})

/** The field itself: `type="search"`, no border of its own (the pill draws it and its focus ring). */
const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function SearchBarInput({ className, ...props }, ref) {
	return <input ref={ref} type="search" {...props} className={cx(styles.input, className)} />
})

export const SearchBar = { Root, Input }
