import { Await } from '@remix-run/react'
import { Suspense } from 'react'
import { FormattedMessage } from 'react-intl'
import { Card, Skeleton, Stack } from '#design-system'
import * as styles from './ProductDetails.css.ts'

/** The long description, streamed in after the first paint (getDescription), with a skeleton meanwhile. */
export function ProductDescription({ description }: { description: Promise<string> | string }) {
	return (
		<Card asChild variant="flat" radius="none">
			<section aria-labelledby="product-description">
				<h2 id="product-description" className={styles.sectionTitle}>
					<FormattedMessage id="product.description" />
				</h2>
				<Suspense fallback={<DescriptionSkeleton />}>
					<Await resolve={description} errorElement={<DescriptionFailed />}>
						{(text) =>
							text ? (
								<p className={styles.description}>{text}</p>
							) : (
								<p className={styles.muted}>
									<FormattedMessage id="product.description.none" />
								</p>
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
		<p className={styles.muted} role="alert">
			<FormattedMessage id="product.description.failed" />
		</p>
	)
}
