import { useSyncExternalStore } from 'react'

export const toastTones = ['info', 'success', 'warning', 'danger'] as const
export type ToastTone = (typeof toastTones)[number]

/** How many toasts can be on screen at once; older ones make room. */
export const MAX_VISIBLE_TOASTS = 4
/** How long a closed toast stays mounted so its exit animation can play. */
const EXIT_ANIMATION_MS = 300

export interface ToastOptions {
	/** The message, already translated. */
	title: string
	description?: string
	tone?: ToastTone
	/** Milliseconds before it closes by itself; Radix's default (5 s) when omitted. */
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
