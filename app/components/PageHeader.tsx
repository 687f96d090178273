import { Link, useMatches, useNavigate } from '@remix-run/react'
import { type MouseEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Icon } from '#design-system'
import * as styles from './PageHeader.css.ts'
import * as iconButton from './icon-link.css.ts'
import { canGoBackInShop } from '#app/utils/can-go-back.ts'
import { topBarProps } from './top-bar.ts'

/**
 * The top bar of every page that is not a tab: a back button and the title.
 * Back goes to the previous page in this visit (also after a reload), or home when the page was
 * opened from elsewhere (a WhatsApp share, say). Without JavaScript it links home.
 * Tab pages have no back button: the tab bar is how one leaves them.
 */
export function PageHeader({ titleId, end }: { titleId: string; end?: ReactNode }) {
	const intl = useIntl()
	const navigate = useNavigate()
	const isTabPage = Boolean((useMatches().at(-1)?.handle as { tab?: string } | undefined)?.tab)
	const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
		if (canGoBackInShop()) {
			event.preventDefault()
			navigate(-1)
		}
	}
	return (
		<header className={styles.header} {...topBarProps}>
			{isTabPage ? (
				<span />
			) : (
				<Link to="/" onClick={goBack} className={iconButton.iconLink} aria-label={intl.formatMessage({ id: 'shell.back' })}>
					<Icon name="arrow-back" />
				</Link>
			)}
			<h1 className={styles.title}>
				<FormattedMessage id={titleId} />
			</h1>
			<div>{end}</div>
		</header>
	)
}
