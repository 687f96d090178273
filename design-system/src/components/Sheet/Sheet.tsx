import { Dialog } from 'radix-ui'
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { IconButton } from '../IconButton/IconButton.tsx'
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts'
import * as styles from './Sheet.css.ts'

export interface SheetContentProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title'> {
	/** The sheet's title, shown at the top and used as its accessible name. */
	title: ReactNode
	/** Keep the title for screen readers only. */
	hideTitle?: boolean
	/** A line under the title, also used as the accessible description. */
	description?: ReactNode
	/** The accessible name of the close button, e.g. "Close". */
	closeLabel: string
	/** Where to render the sheet; the document body by default. */
	container?: HTMLElement | null
}

/**
 * The panel of a bottom sheet: overlay, drag handle, title row with a close button, and a
 * scrolling body. Tapping the overlay, pressing Escape or the close button closes it.
 */
const SheetContent = forwardRef<ElementRef<typeof Dialog.Content>, SheetContentProps>(function SheetContent(
	{ title, hideTitle = false, description, closeLabel, container, className, children, ...props },
	ref,
) {
	return (
		<Dialog.Portal container={container}>
			<Dialog.Overlay className={styles.overlay} />
			<Dialog.Content ref={ref} {...(description ? {} : { 'aria-describedby': undefined })} {...props} className={cx(styles.content, className)}>
				<div className={styles.handle} aria-hidden />
				<div className={styles.header}>
					<div className={styles.titles}>
						<Dialog.Title className={cx(styles.title, hideTitle && visuallyHidden)}>{title}</Dialog.Title>
						{description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
					</div>
					<Dialog.Close asChild>
						<IconButton icon="close" label={closeLabel} shape="round" />
					</Dialog.Close>
				</div>
				{/* Focusable so keyboard users can scroll long content that has no links or fields. */}
				{/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
				<div className={styles.body} tabIndex={0}>
					{children}
				</div>
			</Dialog.Content>
		</Dialog.Portal>
	)
})

/**
 * A bottom sheet (Radix Dialog): `Sheet.Root` (`open`/`defaultOpen`/`onOpenChange`),
 * `Sheet.Trigger` (use `asChild`), `Sheet.Content`, and `Sheet.Close` for buttons inside it.
 */
export const Sheet = {
	Root: Dialog.Root,
	Trigger: Dialog.Trigger,
	Content: SheetContent,
	Close: Dialog.Close,
}

export type SheetRootProps = ComponentPropsWithoutRef<typeof Dialog.Root>
