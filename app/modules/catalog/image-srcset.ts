/** Widths a page may ask a catalogue picture for (`/media/<key>?w=400`); anything else gets the original. */
export const IMAGE_WIDTHS = [200, 400, 750] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** `srcSet` for a catalogue picture, so a phone downloads the size it shows. */
export function imageSrcSet(url: string): string {
	return IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ')
}
