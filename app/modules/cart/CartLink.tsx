import { Link } from '@remix-run/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Icon } from '#design-system'
import * as iconLink from '#app/components/icon-link.css.ts'
import { openLogin } from '#app/modules/auth/login-events.ts'
import { cx } from '#app/utils/cx.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import * as styles from './Cart.css.ts'
import { href } from '#app/href.ts'

/**
 * The cart icon with how many lines it holds (`captioned`: with a word under it, for the product page's bar). `count === null` means nobody is signed in: the tap opens the
 * login sheet (without JavaScript the cart page sends the visitor to sign in and back).
 */
export function CartLink({ count, captioned = false }: { count: number | null; captioned?: boolean }) {
	const intl = useIntl()
	const hydrated = useHydrated()
	return (
		<Link
			to={href('/pages/cart/index')}
			className={captioned ? styles.shortcut : cx(iconLink.iconLink, styles.cartLink)}
			aria-label={intl.formatMessage({ id: 'cart.link.label' }, { count: count ?? 0 })}
			onClick={(event) => {
				if (count !== null || !hydrated) return
				event.preventDefault()
				openLogin()
			}}
		>
			<Icon name="cart" size={captioned ? 'small' : 'medium'} />
			{captioned ? (
				<span aria-hidden>
					<FormattedMessage id="cart.shortcut" />
				</span>
			) : null}
			{count ? (
				<span className={cx(styles.cartBadge, captioned && styles.shortcutBadge)} aria-hidden>
					{count > 99 ? `${intl.formatNumber(99)}+` : intl.formatNumber(count)}
				</span>
			) : null}
		</Link>
	)
}
