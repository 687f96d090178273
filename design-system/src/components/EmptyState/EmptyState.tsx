import { type ElementType, type HTMLAttributes, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './EmptyState.css.ts'

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
	/** An `<Icon size="large" />` (or any small illustration), shown in a soft circle. */
	icon?: ReactNode
	title: ReactNode
	description?: ReactNode
	/** Buttons or links that get the buyer going again, e.g. "Browse products". */
	action?: ReactNode
	/** The heading element for `title`; `h2` by default. */
	titleAs?: ElementType
}

/** What a list or page shows when there is nothing in it yet, or when it could not load. */
export function EmptyState({
	icon = <Icon name="box" size="large" />,
	title,
	description,
	action,
	titleAs: Title = 'h2',
	className,
	...props
}: EmptyStateProps) {
	return (
		<section {...props} className={cx(styles.emptyState, className)}>
			<span className={styles.iconCircle} aria-hidden>
				{icon}
			</span>
			<Title className={styles.title}>{title}</Title>
			{description ? <p className={styles.description}>{description}</p> : null}
			{action ? <div className={styles.action}>{action}</div> : null}
		</section>
	)
}
