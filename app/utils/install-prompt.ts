/**
 * Installing the shop to the home screen (issue 21; decision 025). Chromium offers it with `beforeinstallprompt`,
 * which fires once, early, whatever page is open: the shell keeps it (listenForInstallPrompt, from entry.client)
 * and the account page's card asks it later. Safari on iPhone has no such event: the card says how to do it by hand.
 * Opened from the home screen (display-mode standalone), there is nothing to offer.
 */

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> }

/** available: the browser can install it now; manual: Safari on iPhone/iPad; installed: just installed here; none. */
export type InstallState = 'available' | 'manual' | 'installed' | 'none'

let deferred: InstallPromptEvent | null = null
let justInstalled = false
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export function listenForInstallPrompt() {
	window.addEventListener('beforeinstallprompt', (event) => {
		// Not the browser's own mini bar: the shop offers it where it explains what it is for.
		event.preventDefault()
		deferred = event as InstallPromptEvent
		notify()
	})
	window.addEventListener('appinstalled', () => {
		deferred = null
		justInstalled = true
		notify()
	})
}

export function subscribeInstall(listener: () => void): () => void {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

function standalone(): boolean {
	return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true
}

function iosSafari(): boolean {
	const agent = navigator.userAgent
	const apple = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)
	// Other browsers on iOS (CriOS, FxiOS, EdgiOS…) cannot add to the home screen by themselves.
	return apple && /Safari\//.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent)
}

export function installState(): InstallState {
	if (justInstalled) return 'installed'
	if (standalone()) return 'none'
	if (deferred) return 'available'
	return iosSafari() ? 'manual' : 'none'
}

/** Shows the browser's install dialog (once per event: the browser gives a new one if the buyer says no). */
export async function promptInstall(): Promise<void> {
	const event = deferred
	if (!event) return
	deferred = null
	notify()
	await event.prompt()
	const choice = await event.userChoice
	if (choice.outcome === 'accepted') justInstalled = true
	notify()
}
