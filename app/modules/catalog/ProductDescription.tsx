import { Await } from '@remix-run/react'
import { Suspense } from 'react'
import { FormattedMessage } from 'react-intl'
import { Card, Skeleton, Stack, Text } from '#design-system'
import * as styles from './ProductDetails.css.ts'

/** The long description, streamed in after the first paint (getDescription), with a skeleton meanwhile. */
export function ProductDescription({ description }: { description: Promise<string> | string }) {
	return (
		<Card asChild variant="flat" radius="none">
			<section aria-labelledby="product-description">
				<Text as="h2" id="product-description" weight="strong">
					<FormattedMessage id="product.description" />
				</Text>
				<Suspense fallback={<DescriptionSkeleton />}>
					<Await resolve={description} errorElement={<DescriptionFailed />}>
						{(text) =>
							text ? (
								<p className={styles.description}>{text}</p>
							) : (
								<Text as="p" tone="muted" size="small">
									<FormattedMessage id="product.description.none" />
								</Text>
							)
						}
					</Await>
				</Suspense>
			</section>
		</Card>
	)
}

function DescriptionSkeleton() {
	return (
		<Stack gap="medium" aria-busy="true">
			<Skeleton shape="text" />
			<Skeleton shape="text" />
			<Skeleton shape="text" inlineSize="60%" />
		</Stack>
	)
}

function DescriptionFailed() {
	return (
		<Text as="p" tone="muted" size="small" role="alert">
			<FormattedMessage id="product.description.failed" />
		</Text>
	)
}
