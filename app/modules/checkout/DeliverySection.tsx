import { Link } from '@remix-run/react'
import { type MouseEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, Heading, Stack, Text } from '#design-system'
import { AddressCard, type AddressCardData } from '#app/modules/addresses/AddressCard.tsx'
import { TradeFlowError, TradeFlowSection } from './TradeFlowSection.tsx'
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
		<TradeFlowSection invalid={Boolean(error)} aria-labelledby="delivery-title">
			<Stack direction="row" align="center" justify="space-between" gap="small">
				<Heading level={4} as="h2" tone="strong" id="delivery-title">
					<FormattedMessage id="checkout.delivery.title" />
				</Heading>
				{address ? (
					<Button asChild variant="ghost" size="small" iconEnd="chevron-end">
						<Link to={chooseAddressHref(returnTo, { empty: false })} onClick={onLeave} aria-describedby="delivery-title">
							<FormattedMessage id="checkout.delivery.change" />
						</Link>
					</Button>
				) : null}
			</Stack>
			{address ? (
				<AddressCard address={address} headingLevel={3} />
			) : (
				<>
					<Text as="p" tone="muted" size="small">
						<FormattedMessage id="checkout.delivery.none" />
					</Text>
					<Button asChild variant="outline" icon="location" fullWidth>
						<Link to={chooseAddressHref(returnTo, { empty: true })} onClick={onLeave}>
							<FormattedMessage id="checkout.delivery.add" />
						</Link>
					</Button>
				</>
			)}
			{error ? <TradeFlowError id="delivery-error" messageId={error} /> : null}
		</TradeFlowSection>
	)
}
