import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type HTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Slot } from '../../utils/slot.tsx'
import * as styles from './TabNav.css.ts'

export const tabNavVariants = ['segmented', 'pills', 'underline'] as const

type TabNavVariant = (typeof tabNavVariants)[number]

const VariantContext = createContext<TabNavVariant>('segmented')

export interface TabNavRootProps extends HTMLAttributes<HTMLElement> {
	/** The navigation landmark's name, e.g. "Coupon status". */
	label: string
	variant?: TabNavVariant
	/** Class for the `<ul>` that lays the links out. */
	listClassName?: string
}

/**
 * Tabs that are links: each one is an address (`?tab=used`), so they work without JavaScript, can be shared
 * and come back with the back button. The current one is `aria-current="page"`. `TabNav.Root` is a labelled
 * `<nav>` with a list; put `TabNav.Link`s in it.
 */
const Root = forwardRef<HTMLElement, TabNavRootProps>(function TabNavRoot(
	{ label, variant = 'segmented', className, listClassName, children, ...props },
	ref,
) {
	return (
		<nav ref={ref} aria-label={label} {...props} className={className}>
			<VariantContext.Provider value={variant}>
				<ul className={cx(styles.list, styles.lists[variant], listClassName)}>{children}</ul>
			</VariantContext.Provider>
		</nav>
	)
})

export interface TabNavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
	/** This link is the page shown now: `aria-current="page"` unless `aria-current` says otherwise. */
	active?: boolean
	/** Render the child (a router `<Link>`) with the tab's look. */
	asChild?: boolean
}

/** One tab: a list item holding the link. */
const Link = forwardRef<HTMLAnchorElement, TabNavLinkProps>(function TabNavLink(
	{ active = false, asChild = false, className, 'aria-current': ariaCurrent, ...props },
	ref,
) {
	const variant = useContext(VariantContext)
	const Component = asChild ? Slot : 'a'
	return (
		<li className={styles.item}>
			<Component
				ref={ref}
				{...props}
				aria-current={active ? (ariaCurrent ?? 'page') : undefined}
				className={cx(styles.link, styles.links[variant], className)}
			/>
		</li>
	)
})

/** A count after a tab's name, e.g. "Used 3". */
function Count({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
	return <span {...props} className={cx(styles.count, className)} />
}

export const TabNav = { Root, Link, Count }

export type { TabNavRootProps as TabNavProps }
