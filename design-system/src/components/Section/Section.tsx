import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react'
import { sprinkles } from '../../sprinkles.css.ts'
import { type SpaceToken } from '../../tokens/vars.css.ts'
import { cx } from '../../utils/cx.ts'
import * as styles from './Section.css.ts'

export const sectionTitleSizes = ['standard', 'large'] as const

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
	/** The section's title, an `h2` unless `titleAs` says otherwise; the section is labelled by it. */
	title: ReactNode
	/** The title's id (the section's `aria-labelledby`). */
	titleId: string
	titleAs?: ElementType
	/** `large` for a page's main sections (home), `standard` inside a page body. */
	titleSize?: (typeof sectionTitleSizes)[number]
	/** Beside the title, at the end: a "more" link, a "clear" button. */
	action?: ReactNode
	/** Space between the title and each child. */
	gap?: SpaceToken
	/** The page's side space, when the page body has none (home). */
	inset?: boolean
	as?: ElementType
}

/** A titled part of a page: its title (and an action beside it), then its content. */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
	{
		title,
		titleId,
		titleAs: Title = 'h2',
		titleSize = 'standard',
		action,
		gap = 'small',
		inset = false,
		as: Component = 'section',
		className,
		children,
		...props
	},
	ref,
) {
	const heading = (
		<Title id={titleId} className={cx(styles.title, styles.titleSizes[titleSize])}>
			{title}
		</Title>
	)
	return (
		<Component ref={ref} aria-labelledby={titleId} {...props} className={cx(styles.section, sprinkles({ gap }), inset && styles.inset, className)}>
			{action ? (
				<div className={cx(styles.header, styles.withAction)}>
					{heading}
					{action}
				</div>
			) : (
				heading
			)}
			{children}
		</Component>
	)
})
