import { Link } from '@remix-run/react'
import { type MouseEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button } from '#design-system'
import { AddressCard, type AddressCardData } from '#app/modules/addresses/AddressCard.tsx'
import { cx } from '#app/utils/cx.ts'
import * as styles from './TradeFlow.css.ts'
import { href } from '#app/href.ts'

/** The address book in "choose" mode (or the add form, when the book is empty): it comes back here with `addressId`. */
export function chooseAddressHref(returnTo: string, { empty }: { empty: boolean }) {
	return empty ? href('/pages/address-add/index', { redirectTo: returnTo }) : href('/pages/address/index', { redirectTo: returnTo })
}

/**
 * Where the goods go: the chosen address (the default one until the buyer picks another), or a prompt to add
 * one. "Change" opens the address book, which sends the buyer back here with their choice in the address.
 */
export function DeliverySection({
	address,
	returnTo,
	error,
	onLeave,
}: {
	address: AddressCardData | null
	/** This page's address, with everything chosen so far. */
	returnTo: string
	error: string | null
	/** Called before leaving for the address book (to carry along what was typed). */
	onLeave?: (event: MouseEvent<HTMLAnchorElement>) => void
}) {
	return (
		<section className={cx(styles.card, error && styles.cardInvalid)} aria-labelledby="delivery-title">
			<div className={styles.cardHead}>
				<h2 id="delivery-title" className={styles.cardTitle}>
					<FormattedMessage id="checkout.delivery.title" />
				</h2>
				{address ? (
					<Button asChild variant="ghost" size="small" iconEnd="chevron-end">
						<Link to={chooseAddressHref(returnTo, { empty: false })} onClick={onLeave} aria-describedby="delivery-title">
							<FormattedMessage id="checkout.delivery.change" />
						</Link>
					</Button>
				) : null}
			</div>
			{address ? (
				<AddressCard address={address} headingLevel={3} />
			) : (
				<>
					<p className={styles.muted}>
						<FormattedMessage id="checkout.delivery.none" />
					</p>
					<Button asChild variant="outline" icon="location" fullWidth>
						<Link to={chooseAddressHref(returnTo, { empty: true })} onClick={onLeave}>
							<FormattedMessage id="checkout.delivery.add" />
						</Link>
					</Button>
				</>
			)}
			{error ? (
				<p id="delivery-error" className={styles.fieldError} role="alert">
					<FormattedMessage id={error} />
				</p>
			) : null}
		</section>
	)
}
