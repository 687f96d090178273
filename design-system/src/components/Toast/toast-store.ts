import { useSyncExternalStore } from 'react'

export const toastTones = ['info', 'success', 'warning', 'danger'] as const
export type ToastTone = (typeof toastTones)[number]

/**
 * How many toasts can be on screen at once: one. A new toast replaces the one showing; a pile of them covered
 * the page (issue 17).
 */
export const MAX_VISIBLE_TOASTS = 1
/** How long a toast stays, in milliseconds: long enough to read a short sentence, short enough not to be in the way. */
export const TOAST_DURATION_MS = 3000
/** A failure stays a little longer: the buyer may need to act on it. */
export const DANGER_TOAST_DURATION_MS = 4500
/** How long a closed toast stays mounted so its exit animation can play. */
const EXIT_ANIMATION_MS = 300

export interface ToastOptions {
	/** The message, already translated. */
	title: string
	description?: string
	tone?: ToastTone
	/** Milliseconds before it closes by itself; `TOAST_DURATION_MS` (`DANGER_TOAST_DURATION_MS` for danger) when omitted. */
	duration?: number
	/** Reusing an id replaces that toast instead of stacking a duplicate. */
	id?: string
}

export interface ToastItem extends ToastOptions {
	id: string
	tone: ToastTone
	open: boolean
}

type Listener = () => void

const listeners = new Set<Listener>()
let items: Array<ToastItem> = []
let counter = 0
const EMPTY: Array<ToastItem> = []

function setItems(next: Array<ToastItem>) {
	items = next
	for (const listener of listeners) listener()
}

/** Shows a toast from anywhere in client code. Returns its id. */
export function toast(options: ToastOptions): string {
	const id = options.id ?? `toast-${++counter}`
	const item: ToastItem = { ...options, id, tone: options.tone ?? 'info', open: true }
	const others = items.filter((existing) => existing.id !== id)
	const openOthers = others.filter((existing) => existing.open)
	const overflow = new Set(openOthers.slice(0, Math.max(0, openOthers.length - (MAX_VISIBLE_TOASTS - 1))).map((t) => t.id))
	setItems([...others.filter((existing) => !overflow.has(existing.id)), item])
	return id
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string) {
	setItems(items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)))
	setTimeout(() => {
		setItems(items.filter((item) => item.open || (id !== undefined && item.id !== id)))
	}, EXIT_ANIMATION_MS)
}

toast.dismiss = dismissToast

function subscribe(listener: Listener) {
	listeners.add(listener)
	return () => {
		listeners.delete(listener)
	}
}

/** The current toasts plus the functions to add and close them. */
export function useToast() {
	const toasts = useSyncExternalStore(
		subscribe,
		() => items,
		() => EMPTY,
	)
	return { toasts, toast, dismiss: dismissToast }
}

/** Test helper: forget every toast. */
export function resetToasts() {
	counter = 0
	setItems([])
}
