import { type ReactNode } from 'react'

/**
 * Dijla's icon set: 24×24 outlines drawn with `currentColor` at a 2px stroke.
 * Shapes point the way they should in left-to-right; see `directionalIcons`.
 */
export const iconPaths = {
	home: (
		<>
			<path d="M3 10.5 12 3l9 7.5" />
			<path d="M5 9v12h14V9" />
			<path d="M9.5 21v-6h5v6" />
		</>
	),
	gift: (
		<>
			<rect x="3" y="8" width="18" height="4" rx="1" />
			<path d="M12 8v13" />
			<path d="M19 12v9H5v-9" />
			<path d="M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
		</>
	),
	user: (
		<>
			<circle cx="12" cy="8" r="4" />
			<path d="M4 21a8 8 0 0 1 16 0" />
		</>
	),
	search: (
		<>
			<circle cx="11" cy="11" r="7" />
			<path d="m20 20-4-4" />
		</>
	),
	camera: (
		<>
			<path d="M3 8a2 2 0 0 1 2-2h2.5L9 4h6l1.5 2H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
			<circle cx="12" cy="13" r="3.5" />
		</>
	),
	'chevron-start': <path d="m15 18-6-6 6-6" />,
	'chevron-end': <path d="m9 18 6-6-6-6" />,
	'chevron-down': <path d="m6 9 6 6 6-6" />,
	'chevron-up': <path d="m18 15-6-6-6 6" />,
	'arrow-back': (
		<>
			<path d="M19 12H5" />
			<path d="m12 19-7-7 7-7" />
		</>
	),
	'arrow-forward': (
		<>
			<path d="M5 12h14" />
			<path d="m12 5 7 7-7 7" />
		</>
	),
	close: (
		<>
			<path d="M18 6 6 18" />
			<path d="m6 6 12 12" />
		</>
	),
	heart: (
		<path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
	),
	'heart-filled': (
		<path
			fill="currentColor"
			d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z"
		/>
	),
	cart: (
		<>
			<circle cx="8" cy="21" r="1" />
			<circle cx="19" cy="21" r="1" />
			<path d="M2 2h2l2.7 12.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L22 7H5.1" />
		</>
	),
	chat: <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />,
	send: (
		<>
			<path d="m22 2-7 20-4-9-9-4Z" />
			<path d="M22 2 11 13" />
		</>
	),
	globe: (
		<>
			<circle cx="12" cy="12" r="10" />
			<path d="M2 12h20" />
			<path d="M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z" />
		</>
	),
	check: <path d="M20 6 9 17l-5-5" />,
	plus: (
		<>
			<path d="M5 12h14" />
			<path d="M12 5v14" />
		</>
	),
	minus: <path d="M5 12h14" />,
	trash: (
		<>
			<path d="M3 6h18" />
			<path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
			<path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
			<path d="M10 11v6" />
			<path d="M14 11v6" />
		</>
	),
	share: (
		<>
			<circle cx="18" cy="5" r="3" />
			<circle cx="6" cy="12" r="3" />
			<circle cx="18" cy="19" r="3" />
			<path d="m8.6 13.5 6.8 4" />
			<path d="m15.4 6.5-6.8 4" />
		</>
	),
	whatsapp: (
		<>
			<path d="M3.5 20.5 4.8 16A8.5 8.5 0 1 1 8 19.3Z" />
			<path d="M9 8.2c.2-.4.6-.5 1-.3l.9 1.9c.1.3 0 .6-.2.8l-.6.6c.6 1.3 1.6 2.3 2.9 2.9l.6-.6c.2-.2.5-.3.8-.2l1.9.9c.4.2.5.6.3 1-.6 1.1-1.6 1.6-2.7 1.3A8 8 0 0 1 7.8 11c-.3-1.1.2-2.1 1.2-2.8Z" />
		</>
	),
	eye: (
		<>
			<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
			<circle cx="12" cy="12" r="3" />
		</>
	),
	'eye-off': (
		<>
			<path d="M9.9 4.2A10 10 0 0 1 12 4c6.5 0 10 8 10 8a17 17 0 0 1-2.2 3.2" />
			<path d="M6.6 6.6A17 17 0 0 0 2 12s3.5 8 10 8a9.7 9.7 0 0 0 5.4-1.6" />
			<path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
			<path d="m2 2 20 20" />
		</>
	),
	alert: (
		<>
			<circle cx="12" cy="12" r="10" />
			<path d="M12 8v4" />
			<path d="M12 16h.01" />
		</>
	),
	info: (
		<>
			<circle cx="12" cy="12" r="10" />
			<path d="M12 16v-4" />
			<path d="M12 8h.01" />
		</>
	),
	'wifi-off': (
		<>
			<path d="m2 2 20 20" />
			<path d="M8.5 16.5a5 5 0 0 1 7 0" />
			<path d="M2 8.8a15 15 0 0 1 4.2-2.7" />
			<path d="M10.7 5.1A15 15 0 0 1 22 8.8" />
			<path d="M5 12.9a10 10 0 0 1 5.2-2.8" />
			<path d="M16.8 11.2a10 10 0 0 1 2.2 1.7" />
			<path d="M12 20h.01" />
		</>
	),
	refresh: (
		<>
			<path d="M3 12a9 9 0 0 1 15-6.7L21 8" />
			<path d="M21 3v5h-5" />
			<path d="M21 12a9 9 0 0 1-15 6.7L3 16" />
			<path d="M8 16H3v5" />
		</>
	),
	box: (
		<>
			<path d="M21 8 12 3 3 8v8l9 5 9-5Z" />
			<path d="m3 8 9 5 9-5" />
			<path d="M12 13v8" />
		</>
	),
	truck: (
		<>
			<path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2" />
			<path d="M15 18H9" />
			<path d="M19 18h2a1 1 0 0 0 1-1v-3.6a1 1 0 0 0-.2-.6l-3.5-4.4a1 1 0 0 0-.8-.4H14" />
			<circle cx="17" cy="18" r="2" />
			<circle cx="7" cy="18" r="2" />
		</>
	),
	coupon: (
		<>
			<path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z" />
			<path d="M13 5v2" />
			<path d="M13 11v2" />
			<path d="M13 17v2" />
		</>
	),
	settings: (
		<>
			<path d="M20 7h-9" />
			<path d="M14 17H5" />
			<circle cx="17" cy="17" r="3" />
			<circle cx="7" cy="7" r="3" />
		</>
	),
	location: (
		<>
			<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
			<circle cx="12" cy="10" r="3" />
		</>
	),
	image: (
		<>
			<rect x="3" y="3" width="18" height="18" rx="2" />
			<circle cx="9" cy="9" r="2" />
			<path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
		</>
	),
	bell: (
		<>
			<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
			<path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
		</>
	),
	star: <path d="M12 2 15.1 8.3 22 9.3l-5 4.8 1.2 6.9L12 17.8 5.8 21 7 14.1 2 9.3l6.9-1Z" />,
	copy: (
		<>
			<rect x="8" y="8" width="14" height="14" rx="2" />
			<path d="M4 16a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2" />
		</>
	),
	clock: (
		<>
			<circle cx="12" cy="12" r="10" />
			<path d="M12 6v6l4 2" />
		</>
	),
	filter: <path d="M22 3H2l8 9.5V19l4 2v-8.5Z" />,
	card: (
		<>
			<rect x="2" y="5" width="20" height="14" rx="2" />
			<path d="M2 10h20" />
		</>
	),
	upload: (
		<>
			<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
			<path d="m17 8-5-5-5 5" />
			<path d="M12 3v12" />
		</>
	),
	logout: (
		<>
			<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
			<path d="m16 17 5-5-5-5" />
			<path d="M21 12H9" />
		</>
	),
	grid: (
		<>
			<rect x="3" y="3" width="7" height="7" rx="1" />
			<rect x="14" y="3" width="7" height="7" rx="1" />
			<rect x="3" y="14" width="7" height="7" rx="1" />
			<rect x="14" y="14" width="7" height="7" rx="1" />
		</>
	),
	more: (
		<>
			<circle cx="5" cy="12" r="1" />
			<circle cx="12" cy="12" r="1" />
			<circle cx="19" cy="12" r="1" />
		</>
	),
	mic: (
		<>
			<rect x="9" y="2" width="6" height="12" rx="3" />
			<path d="M19 10v1a7 7 0 0 1-14 0v-1" />
			<path d="M12 18v4" />
		</>
	),
	// Media controls keep their shape in right-to-left (the triangle is "play", not "forward").
	play: <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5Z" />,
	pause: (
		<>
			<rect x="6" y="4" width="4" height="16" rx="1" />
			<rect x="14" y="4" width="4" height="16" rx="1" />
		</>
	),
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof iconPaths

export const iconNames = Object.keys(iconPaths) as Array<IconName>

/**
 * Icons that point a direction in reading order. They are drawn for left-to-right and mirrored
 * in right-to-left, so "back" points right in Arabic and "next" points left.
 */
export const directionalIcons = [
	'chevron-start',
	'chevron-end',
	'arrow-back',
	'arrow-forward',
	'send',
	'truck',
	'logout',
] as const satisfies ReadonlyArray<IconName>

export function isDirectionalIcon(name: IconName): boolean {
	return (directionalIcons as ReadonlyArray<IconName>).includes(name)
}
