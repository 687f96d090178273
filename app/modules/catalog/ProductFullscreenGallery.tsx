import { Link, useNavigate } from '@remix-run/react'
import { type MouseEvent, useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Icon } from '#design-system'
import { imageSrcSet } from './image-srcset.ts'
import * as styles from './ProductGallery.css.ts'

type Props = {
	title: string
	images: ReadonlyArray<{ url: string; dominantColor: string | null }>
	/** The picture to open at (0-based). */
	startIndex: number
	/** Where "close" leads when the gallery was opened from a link rather than the product page. */
	closeTo: string
}

/**
 * The full-screen gallery: black, one picture per screen, swiped sideways (scroll-snap), each with its counter
 * and previous/next links (plain `#photo-n` anchors, so they work without JavaScript), and a close button
 * that goes back to the product page.
 */
export function ProductFullscreenGallery({ title, images, startIndex, closeTo }: Props) {
	const intl = useIntl()
	const navigate = useNavigate()
	const track = useRef<HTMLUListElement>(null)

	useEffect(() => {
		const slide = track.current?.querySelector<HTMLElement>(`#photo-${startIndex}`)
		if (!slide || !track.current) return
		const delta = slide.getBoundingClientRect().left - track.current.getBoundingClientRect().left
		track.current.scrollBy({ left: delta, behavior: 'auto' })
	}, [startIndex])

	useEffect(() => {
		const onKey = (event: KeyboardEvent) => {
			if (event.key === 'Escape') document.querySelector<HTMLAnchorElement>('[data-gallery-close]')?.click()
		}
		window.addEventListener('keydown', onKey)
		return () => window.removeEventListener('keydown', onKey)
	}, [])

	const close = (event: MouseEvent<HTMLAnchorElement>) => {
		// Back to the product page as it was, when that is where the buyer came from.
		const entryIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0
		if (entryIndex > 0) {
			event.preventDefault()
			navigate(-1)
		}
	}

	// Slide without adding a history entry per picture.
	const step = (event: MouseEvent<HTMLAnchorElement>, target: number) => {
		event.preventDefault()
		const slide = track.current?.querySelector<HTMLElement>(`#photo-${target}`)
		if (!slide || !track.current) return
		const delta = slide.getBoundingClientRect().left - track.current.getBoundingClientRect().left
		track.current.scrollBy({ left: delta, behavior: 'smooth' })
	}

	// Numbers, not formatted text: the messages format them ({index, number}) in the page's numerals.
	const total = images.length
	return (
		<section className={styles.fullscreen} aria-labelledby="gallery-title">
			<div className={styles.fullscreenBar}>
				<h1 id="gallery-title" className={styles.fullscreenTitle}>
					{title}
				</h1>
				<Link
					to={closeTo}
					onClick={close}
					className={styles.closeLink}
					data-gallery-close
					aria-label={intl.formatMessage({ id: 'product.gallery.close' })}
				>
					<Icon name="close" />
				</Link>
			</div>
			<ul
				ref={track}
				className={styles.fullscreenTrack}
				aria-label={intl.formatMessage({ id: 'product.gallery.label' })}
				// A scrolling region that keyboard users must be able to reach (axe: scrollable-region-focusable).
				// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
				tabIndex={0}
			>
				{images.map((image, position) => {
					const index = position + 1
					const first = position === 0
					const last = position === images.length - 1
					return (
						<li key={image.url} id={`photo-${position}`} className={styles.fullscreenSlide}>
							<img
								className={styles.fullscreenImage}
								src={`${image.url}?w=750`}
								srcSet={imageSrcSet(image.url)}
								sizes="100vw"
								alt={intl.formatMessage({ id: 'product.gallery.position' }, { index, total })}
								width={750}
								height={750}
								style={image.dominantColor ? { backgroundColor: image.dominantColor } : undefined}
								loading={Math.abs(position - startIndex) <= 1 ? 'eager' : 'lazy'}
								decoding="async"
							/>
							<div className={styles.fullscreenFooter}>
								<a
									href={`#photo-${position - 1}`}
									className={styles.stepLink}
									onClick={(event) => step(event, position - 1)}
									aria-label={intl.formatMessage({ id: 'product.gallery.previous' })}
									aria-disabled={first || undefined}
									tabIndex={first ? -1 : undefined}
								>
									<Icon name="chevron-start" />
								</a>
								<span className={styles.fullscreenCounter} aria-hidden>
									{intl.formatMessage({ id: 'product.gallery.counter' }, { index, total })}
								</span>
								<a
									href={`#photo-${position + 1}`}
									className={styles.stepLink}
									onClick={(event) => step(event, position + 1)}
									aria-label={intl.formatMessage({ id: 'product.gallery.next' })}
									aria-disabled={last || undefined}
									tabIndex={last ? -1 : undefined}
								>
									<Icon name="chevron-end" />
								</a>
							</div>
						</li>
					)
				})}
			</ul>
		</section>
	)
}
