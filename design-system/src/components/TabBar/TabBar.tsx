import { type ReactElement, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Icon } from '../Icon/Icon.tsx'
import { type IconName } from '../Icon/icons.tsx'
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx'
import * as styles from './TabBar.css.ts'

export interface TabBarItem {
	key: string
	/** The tab's visible name. */
	label: string
	icon: IconName
	/** Icon shown while active, e.g. a filled variant. */
	activeIcon?: IconName
	href: string
	/** Marks the current tab (`aria-current="page"`). A router link that sets aria-current itself works too. */
	active?: boolean
	/** A small count on the icon. */
	badge?: number | string
	/** What the badge means for screen readers, e.g. "3 unread"; the badge itself is then hidden. */
	badgeLabel?: string
}

/** What a custom link receives: spread these onto your `<Link>`/`<NavLink>`. */
export interface TabBarLinkProps {
	href: string
	className: string
	'aria-current'?: 'page'
	'data-active'?: true
	children: ReactNode
}

export interface TabBarProps {
	items: ReadonlyArray<TabBarItem>
	/** The navigation landmark's name, e.g. "Main". */
	label: string
	/**
	 * Render each tab's link, e.g. `({ href, ...props }, item) => <NavLink to={href} prefetch="intent" {...props} />`.
	 * A plain `<a>` is used when omitted.
	 */
	renderLink?: (props: TabBarLinkProps, item: TabBarItem) => ReactElement
	className?: string
}

/**
 * The bottom tab bar: fixed, exactly 50px tall plus the safe-area inset, at most 750px wide and centred.
 * Leave `TAB_BAR_OFFSET` of room at the bottom of the page.
 */
export function TabBar({ items, label, renderLink, className }: TabBarProps) {
	return (
		<nav aria-label={label} className={cx(styles.tabBar, className)}>
			{/* Said explicitly: Safari drops a list's role when its bullets are styled away. */}
			{/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
			<ul className={styles.list} role="list">
				{items.map((item) => {
					const hasBadge = item.badge !== undefined && item.badge !== '' && item.badge !== 0
					const children = (
						<>
							<span className={styles.iconWrap}>
								<Icon name={item.active && item.activeIcon ? item.activeIcon : item.icon} size="medium" />
								{hasBadge ? (
									<span className={styles.badge} dir="ltr" aria-hidden={item.badgeLabel ? true : undefined}>
										{item.badge}
									</span>
								) : null}
							</span>
							<span className={styles.label}>{item.label}</span>
							{hasBadge && item.badgeLabel ? <VisuallyHidden>{item.badgeLabel}</VisuallyHidden> : null}
						</>
					)
					const linkProps: TabBarLinkProps = {
						href: item.href,
						className: styles.link,
						...(item.active ? { 'aria-current': 'page', 'data-active': true } : {}),
						children,
					}
					return (
						<li key={item.key} className={styles.item}>
							{/* eslint-disable-next-line jsx-a11y/anchor-has-content -- linkProps carries the children */}
							{renderLink ? renderLink(linkProps, item) : <a {...linkProps} />}
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
