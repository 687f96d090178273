import { Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Icon } from '#design-system'
import { imageSrcSet } from './image-srcset.ts'
import * as styles from './ProductGallery.css.ts'

/** React 18 does not know `fetchPriority`; the lowercase attribute passes through as is. */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>

export type GalleryImage = {
	url: string
	dominantColor: string | null
	/** Position in the full-screen gallery (the product's own order). */
	index: number
}

export function galleryPath(productId: string, index: number) {
	return `/pages/product_img_details/index?productId=${encodeURIComponent(productId)}&index=${index}#photo-${index}`
}

/**
 * The product's pictures, swiped sideways (CSS scroll-snap: no JavaScript needed), each with its "2 / 5"
 * counter. Tapping one opens the full-screen gallery at that picture. When `activeUrl` changes (the buyer
 * chose a colour), the gallery slides to that picture.
 */
export function ProductGallery({ productId, images, activeUrl }: { productId: string; images: readonly GalleryImage[]; activeUrl: string | null }) {
	const intl = useIntl()
	const track = useRef<HTMLUListElement>(null)
	const shownUrl = useRef(activeUrl)

	useEffect(() => {
		if (activeUrl === shownUrl.current) return
		shownUrl.current = activeUrl
		if (!activeUrl) return
		const list = track.current
		const slide = list?.querySelector<HTMLElement>(`[data-url="${CSS.escape(activeUrl)}"]`)
		if (!list || !slide) return
		// Physical deltas work the same in both directions (scrollLeft is negative in RTL).
		const delta = slide.getBoundingClientRect().left - list.getBoundingClientRect().left
		const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
		list.scrollBy({ left: delta, behavior: reduceMotion ? 'auto' : 'smooth' })
	}, [activeUrl])

	if (images.length === 0) {
		return (
			<div className={styles.empty}>
				<Icon name="image" size="large" />
			</div>
		)
	}
	// Numbers, not formatted text: the messages format them ({index, number}) in the page's numerals.
	const total = images.length
	return (
		<ul ref={track} className={styles.gallery} aria-label={intl.formatMessage({ id: 'product.gallery.label' })}>
			{images.map((image, position) => {
				const index = position + 1
				return (
					<li key={image.url} className={styles.slide} data-url={image.url}>
						<Link
							to={galleryPath(productId, image.index)}
							className={styles.slideLink}
							aria-label={intl.formatMessage({ id: 'product.gallery.openAt' }, { index, total })}
						>
							<img
								className={styles.slideImage}
								src={`${image.url}?w=750`}
								srcSet={imageSrcSet(image.url)}
								sizes="(min-width: 750px) 750px, 100vw"
								alt=""
								width={750}
								height={750}
								style={image.dominantColor ? { backgroundColor: image.dominantColor } : undefined}
								loading={position === 0 ? 'eager' : 'lazy'}
								decoding={position === 0 ? 'sync' : 'async'}
								{...(position === 0 ? HIGH_PRIORITY : {})}
							/>
						</Link>
						<span className={styles.counter} aria-hidden>
							{intl.formatMessage({ id: 'product.gallery.counter' }, { index, total })}
						</span>
					</li>
				)
			})}
		</ul>
	)
}
