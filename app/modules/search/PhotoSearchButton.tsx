import { Link } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { Icon } from '#design-system'
import { cx } from '#app/utils/cx.ts'
import * as styles from './PhotoSearch.css.ts'
import { href } from '#app/href.ts'

/** The camera in a header: opens search by photo. Takes the header's text colour. */
export function PhotoSearchButton({ className }: { className?: string }) {
	const intl = useIntl()
	const label = intl.formatMessage({ id: 'photoSearch.button.label' })
	return (
		<Link to={href('/pages/search-photo/index')} className={cx(styles.button, className)} aria-label={label} title={label}>
			<Icon name="camera" />
		</Link>
	)
}
