/*
 * The buyer's choice about support-reply notifications, kept on the device (reply-notifications.ts has the rest).
 * Apart, so that the shell's notifier reads the choice on every page without bringing the rest along (issue 19).
 */

const CHOICE_KEY = 'dijla.chat.notifications'

export type NotificationChoice = 'on' | 'dismissed' | null

function storage(): Storage | null {
	try {
		return window.localStorage
	} catch {
		return null
	}
}

export function notificationsSupported(): boolean {
	return typeof window !== 'undefined' && 'Notification' in window
}

export function readNotificationChoice(): NotificationChoice {
	const value = storage()?.getItem(CHOICE_KEY)
	return value === 'on' || value === 'dismissed' ? value : null
}

export function writeNotificationChoice(choice: Exclude<NotificationChoice, null>) {
	try {
		storage()?.setItem(CHOICE_KEY, choice)
	} catch {
		// A full or blocked storage: the prompt shows again next time, nothing worse.
	}
}

/** Notifications are on: the buyer chose them here and the browser allows them. */
export function notificationsOn(): boolean {
	return notificationsSupported() && Notification.permission === 'granted' && readNotificationChoice() === 'on'
}
