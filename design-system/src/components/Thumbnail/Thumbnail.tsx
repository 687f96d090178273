import { forwardRef, type ImgHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './Thumbnail.css.ts'

export const thumbnailSizes = ['small', 'medium', 'large', 'xlarge'] as const

const PIXELS = { small: 48, medium: 64, large: 72, xlarge: 96 } as const

export interface ThumbnailProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
	/** The picture; without one a grey square with an image icon stands in (decorative). */
	src: string | null | undefined
	/** Say what the picture shows, or `""` when the text beside it already does. */
	alt: string
	/** small 48px, medium 64px, large 72px, xlarge 96px; square. */
	size?: (typeof thumbnailSizes)[number]
	/** A thin line around it, for pictures as light as the page. */
	framed?: boolean
}

/** A small square picture: a cart line, an SKU, a sourcing request, the photo a buyer searched with. Lazy by default. */
export const Thumbnail = forwardRef<HTMLImageElement, ThumbnailProps>(function Thumbnail(
	{ src, alt, size = 'large', framed = false, loading = 'lazy', className, ...props },
	ref,
) {
	const className_ = cx(styles.thumbnail, styles.sizes[size], framed && styles.framed, className)
	if (!src) {
		return (
			<span className={className_} aria-hidden>
				<Icon name="image" size={size === 'small' ? 'small' : 'medium'} />
			</span>
		)
	}
	return <img ref={ref} src={src} alt={alt} width={PIXELS[size]} height={PIXELS[size]} loading={loading} {...props} className={className_} />
})
