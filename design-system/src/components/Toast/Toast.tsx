import { assignInlineVars } from '@vanilla-extract/dynamic'
import { Toast as RadixToast } from 'radix-ui'
import { type ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Icon } from '../Icon/Icon.tsx'
import { type IconName } from '../Icon/icons.tsx'
import { IconButton } from '../IconButton/IconButton.tsx'
import * as styles from './Toast.css.ts'
import { DANGER_TOAST_DURATION_MS, dismissToast, TOAST_DURATION_MS, useToast, type ToastItem, type ToastTone } from './toast-store.ts'

const TONE_ICON = {
	info: 'info',
	success: 'check',
	warning: 'alert',
	danger: 'alert',
} as const satisfies Record<ToastTone, IconName>

export interface ToastProviderProps {
	/** Announced before each toast by screen readers, e.g. "Notification". */
	label: string
	/** Default time a toast stays, in milliseconds. */
	duration?: number
	children?: ReactNode
}

/** Put once near the root; `toast()` works anywhere beneath it. */
function ToastProvider({ label, duration = TOAST_DURATION_MS, children }: ToastProviderProps) {
	return (
		<RadixToast.Provider label={label} duration={duration} swipeDirection="up">
			{children}
		</RadixToast.Provider>
	)
}

export interface ToastViewportProps {
	/** The landmark's name, e.g. "Notifications (F8)"; `{hotkey}` is replaced by the shortcut. */
	label: string
	/**
	 * The accessible name of each toast's close button. Say what it closes ("Close notification"), not just
	 * "Close": a page's own close button must never be mistaken for it.
	 */
	closeLabel: string
	/**
	 * Pixels from the top of the screen to start at: the bottom of the page's top bar, so that a toast never
	 * covers the back button or the title. Without it, toasts start at the top of the screen.
	 */
	offsetBlockStart?: number
	className?: string
}

/**
 * Where toasts appear (at the top, below the top bar when given `offsetBlockStart`, centred, 750px wide at
 * most); renders the `toast()` queue: one toast at a time, each for a few seconds.
 */
function ToastViewport({ label, closeLabel, offsetBlockStart, className }: ToastViewportProps) {
	const { toasts } = useToast()
	const below = offsetBlockStart !== undefined && offsetBlockStart > 0
	return (
		<>
			{toasts.map((item) => (
				<ToastCard key={item.id} item={item} closeLabel={closeLabel} />
			))}
			<RadixToast.Viewport
				label={label}
				className={cx(styles.viewport, below && styles.belowBar, className)}
				style={below ? assignInlineVars({ [styles.offsetBlockStart]: `${offsetBlockStart}px` }) : undefined}
			/>
		</>
	)
}

function ToastCard({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
	return (
		<RadixToast.Root
			open={item.open}
			onOpenChange={(open) => {
				if (!open) dismissToast(item.id)
			}}
			duration={item.duration ?? (item.tone === 'danger' ? DANGER_TOAST_DURATION_MS : undefined)}
			type={item.tone === 'danger' ? 'foreground' : 'background'}
			data-tone={item.tone}
			className={cx(styles.root, styles.tones[item.tone])}
		>
			<Icon name={TONE_ICON[item.tone]} size="small" className={cx(styles.icon, styles.iconTones[item.tone])} />
			<div className={styles.texts}>
				<RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
				{item.description ? <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description> : null}
			</div>
			<RadixToast.Close asChild>
				<IconButton icon="close" label={closeLabel} size="medium" shape="round" />
			</RadixToast.Close>
		</RadixToast.Root>
	)
}

/**
 * Radix Toast with a tiny store: mount `<Toast.Provider label><…/><Toast.Viewport label closeLabel /></Toast.Provider>`
 * once, then call `toast({ title, tone: 'danger' | 'success' | 'warning' | 'info' })` from anywhere.
 */
export const Toast = {
	Provider: ToastProvider,
	Viewport: ToastViewport,
}
