import { type KeyboardEvent, lazy, type MouseEvent, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { Icon } from '#design-system'
import * as iconLink from '#app/components/icon-link.css.ts'
import { trackEvent } from '#app/modules/tracking/track.ts'

const ProductShareSheet = lazy(() => import('./ProductShareSheet.tsx'))

/**
 * Share: the phone's own share sheet (Web Share API) where there is one, else our sheet with WhatsApp and
 * copy link (its code loads on the first tap). Without JavaScript it is a link to this page's share section.
 * Either sheet closing is tracked (`close`).
 */
export function ProductShareButton({ url, title, fallbackHref }: { url: string; title: string; fallbackHref: string }) {
	const intl = useIntl()
	const [open, setOpen] = useState<boolean | null>(null)
	const share = async (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
		event.preventDefault()
		if (typeof navigator.share === 'function') {
			try {
				await navigator.share({ title, text: title, url })
				trackEvent('close', 'product.share.system')
				return
			} catch (error) {
				// The buyer closed the phone's sheet: nothing to do. Anything else: offer ours.
				if (error instanceof DOMException && error.name === 'AbortError') {
					trackEvent('close', 'product.share.system')
					return
				}
			}
		}
		setOpen(true)
	}
	return (
		<>
			<a
				href={fallbackHref}
				onClick={(event) => void share(event)}
				// A button answers Space as well as Enter.
				onKeyDown={(event) => {
					if (event.key === ' ') void share(event)
				}}
				className={iconLink.iconLink}
				role="button"
				aria-haspopup="dialog"
				aria-label={intl.formatMessage({ id: 'product.share' })}
			>
				<Icon name="share" />
			</a>
			{open !== null ? (
				<Suspense fallback={null}>
					<ProductShareSheet
						open={open}
						onOpenChange={(next) => {
							if (!next && open) trackEvent('close', 'product.share.sheet')
							setOpen(next)
						}}
						url={url}
						title={title}
					/>
				</Suspense>
			) : null}
		</>
	)
}
