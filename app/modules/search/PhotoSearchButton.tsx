import { Link } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { Icon } from '#design-system'
import { href } from '#app/href.ts'

/** The camera in a header: opens search by photo; `className` draws it for the header it sits on (home's brand bar). */
export function PhotoSearchButton({ className }: { className: string }) {
	const intl = useIntl()
	const label = intl.formatMessage({ id: 'photoSearch.button.label' })
	return (
		<Link to={href('/pages/search-photo/index')} className={className} aria-label={label} title={label}>
			<Icon name="camera" />
		</Link>
	)
}
