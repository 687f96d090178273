import { AlertDialog } from 'radix-ui'
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import * as sheetStyles from '../Sheet/Sheet.css.ts'
import * as styles from './ConfirmDialog.css.ts'

export interface ConfirmDialogContentProps extends Omit<ComponentPropsWithoutRef<typeof AlertDialog.Content>, 'title'> {
	/** The question, e.g. "Delete this address?"; the dialog's accessible name. */
	title: ReactNode
	/** What follows from saying yes; the accessible description. */
	description?: ReactNode
	/** Where to render it; the document body by default. */
	container?: HTMLElement | null
}

/**
 * The panel: a bottom sheet like `Sheet` with the question, what it means, and the answers (`children`):
 * the confirming button, then `ConfirmDialog.Cancel`. It is an alert dialog: it opens with the focus on
 * "cancel", and a tap outside does not close it (Escape and cancel do).
 */
const Content = forwardRef<ElementRef<typeof AlertDialog.Content>, ConfirmDialogContentProps>(function ConfirmDialogContent(
	{ title, description, container, className, children, ...props },
	ref,
) {
	return (
		<AlertDialog.Portal container={container}>
			<AlertDialog.Overlay className={sheetStyles.overlay} />
			<AlertDialog.Content
				ref={ref}
				{...(description ? {} : { 'aria-describedby': undefined })}
				{...props}
				className={cx(sheetStyles.content, className)}
			>
				<div className={sheetStyles.handle} aria-hidden />
				<div className={styles.header}>
					<AlertDialog.Title className={sheetStyles.title}>{title}</AlertDialog.Title>
					{description ? <AlertDialog.Description className={sheetStyles.description}>{description}</AlertDialog.Description> : null}
				</div>
				<div className={styles.actions}>{children}</div>
			</AlertDialog.Content>
		</AlertDialog.Portal>
	)
})

/**
 * "Are you sure?" before something that cannot be undone (Radix AlertDialog): `ConfirmDialog.Root`
 * (`open`/`defaultOpen`/`onOpenChange`), `ConfirmDialog.Trigger` (use `asChild`), `ConfirmDialog.Content`,
 * `ConfirmDialog.Cancel` (use `asChild` with a Button) and `ConfirmDialog.Action` for a confirming button that
 * should also close it. A confirming button that submits a form (`form="…"`) is a plain Button: the dialog
 * stays open, showing it busy, until the page answers.
 *
 * Without JavaScript there is no dialog: ask in the page instead (a `Callout` rendered by the server).
 */
export const ConfirmDialog = {
	Root: AlertDialog.Root,
	Trigger: AlertDialog.Trigger,
	Content,
	Cancel: AlertDialog.Cancel,
	Action: AlertDialog.Action,
}

export type ConfirmDialogRootProps = ComponentPropsWithoutRef<typeof AlertDialog.Root>
