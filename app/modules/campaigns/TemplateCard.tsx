import { Form, Link, useNavigation } from '@remix-run/react'
import { type FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button, Callout, Card, Stack, Text, Thumbnail } from '#design-system'
import { openLogin } from '#app/modules/auth/login-events.ts'
import { productPagePath } from '#app/modules/catalog/product-share.ts'
import { campaignPagePath } from './campaign-links.ts'
import { type CampaignKind } from './campaign-rules.ts'
import { CampaignPrice } from './CampaignPrice.tsx'
import * as styles from './Campaigns.css.ts'

export type TemplateCardData = {
	id: string
	kind: CampaignKind
	product: {
		productId: string
		title: string
		imageUrl: string | null
		unitPrice: number
	}
	targetCount: number
	durationMinutes: number
	groupPrice: number | null
	quantity: number
	headline: string | null
	description: string | null
}

/**
 * A product with a free gift or a group price (takeFree product list, lp page): what it is worth, what it takes,
 * and "start" — or, when the buyer already runs one for it, a link to theirs. A visitor who taps start is asked
 * to sign in first (the sheet with JavaScript, the login page without).
 */
export function TemplateCard({
	template,
	liveToken,
	signedIn,
	error,
}: {
	template: TemplateCardData
	liveToken: string | null
	signedIn: boolean
	error: string | null
}) {
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formData?.get('templateId') === template.id
	const hours = Math.round(template.durationMinutes / 60)
	const start = (event: FormEvent<HTMLFormElement>) => {
		if (signedIn) return
		event.preventDefault()
		openLogin()
	}
	return (
		<Card asChild>
			<article data-testid="campaign-template">
				<Link to={productPagePath(template.product.productId)} className={styles.productRow}>
					{template.product.imageUrl ? <Thumbnail src={`${template.product.imageUrl}?w=240`} alt="" size="xlarge" /> : null}
					<Stack gap="xsmall" flexGrow={1}>
						<Text as="h3" weight="medium" lineClamp={2}>
							{template.headline ?? template.product.title}
						</Text>
						{template.headline ? (
							<Text tone="muted" size="small">
								{template.product.title}
							</Text>
						) : null}
						<CampaignPrice
							kind={template.kind}
							unitPrice={template.product.unitPrice}
							quantity={template.quantity}
							groupPrice={template.groupPrice}
						/>
					</Stack>
				</Link>
				{template.description ? (
					<Callout.Root asChild tone="neutral" size="small">
						<p>{template.description}</p>
					</Callout.Root>
				) : null}
				<Stack direction="row" wrap justify="space-between" align="baseline" gap="small">
					<Text size="small" inline>
						<FormattedMessage id="campaign.template.terms" values={{ count: template.targetCount, hours }} />
					</Text>
					{template.kind === 'group_price' ? (
						<Text tone="muted" size="small">
							<FormattedMessage id="campaign.template.maxQuantity" values={{ count: template.quantity }} />
						</Text>
					) : null}
				</Stack>
				{error ? (
					<Text as="p" tone="danger" size="small" role="alert">
						<FormattedMessage id={error} />
					</Text>
				) : null}
				{liveToken ? (
					<Button asChild variant="soft" fullWidth>
						<Link to={campaignPagePath(template.kind, liveToken)}>
							<FormattedMessage id="campaign.template.open" />
						</Link>
					</Button>
				) : (
					<Form method="post" onSubmit={start}>
						<input type="hidden" name="intent" value="start" />
						<input type="hidden" name="templateId" value={template.id} />
						<Button type="submit" fullWidth icon={template.kind === 'free_gift' ? 'gift' : 'share'} loading={busy}>
							<FormattedMessage id={template.kind === 'free_gift' ? 'campaign.template.start' : 'campaign.template.startGroup'} />
						</Button>
					</Form>
				)}
			</article>
		</Card>
	)
}
