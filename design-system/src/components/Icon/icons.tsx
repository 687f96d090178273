/**
 * Dijla's icon set: 24×24 outlines drawn with `currentColor` at a 2px stroke, one `<symbol>` each in
 * `icons.svg` (the drawings), named here. Shapes point the way they should in left-to-right; see
 * `directionalIcons`. The drawings are a sprite, not script: a page draws an icon with `<use>`, and the
 * browser fetches the sprite once (cached for a year) instead of every page's JavaScript carrying them all.
 */
export const iconNames = [
	'home',
	'gift',
	'user',
	'search',
	'camera',
	'chevron-start',
	'chevron-end',
	'chevron-down',
	'chevron-up',
	'arrow-back',
	'arrow-forward',
	'close',
	'heart',
	'heart-filled',
	'cart',
	'chat',
	'send',
	'globe',
	'check',
	'plus',
	'minus',
	'trash',
	'share',
	'whatsapp',
	'eye',
	'eye-off',
	'alert',
	'info',
	'wifi-off',
	'refresh',
	'box',
	'truck',
	'coupon',
	'settings',
	'location',
	'image',
	'bell',
	'star',
	'copy',
	'clock',
	'filter',
	'card',
	'upload',
	'logout',
	'grid',
	'more',
	'mic',
	'play',
	'pause',
] as const

export type IconName = (typeof iconNames)[number]

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
