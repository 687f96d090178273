import { useFetcher } from '@remix-run/react'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Sheet, Stack, toast } from '#design-system'
import { DEFAULT_GROUP_MESSAGE_ID, type FavoriteActionData, type GroupChoice, isNeutralDefaultName } from './favorites.ts'
import { href } from '#app/href.ts'

/** Just saved: the product is in `groupId`; the buyer may pick another of their groups, or close the sheet. */
export default function ChooseGroupSheet({
	productId,
	groupId,
	groups,
	onClose,
}: {
	productId: string
	groupId: string
	groups: GroupChoice[]
	onClose: () => void
}) {
	const intl = useIntl()
	const fetcher = useFetcher<FavoriteActionData>()
	const nameOf = (group: GroupChoice) => (isNeutralDefaultName(group) ? intl.formatMessage({ id: DEFAULT_GROUP_MESSAGE_ID }) : group.name)
	const current = groups.find((group) => group.id === groupId)

	useEffect(() => {
		const result = fetcher.data
		if (fetcher.state !== 'idle' || !result) return
		if (result.ok && result.intent === 'move') {
			const target = groups.find((group) => group.id === result.groupId)
			toast({ id: 'favorite', title: intl.formatMessage({ id: 'favorites.movedTo' }, { group: target ? nameOf(target) : '' }), tone: 'success' })
			onClose()
		} else if (!result.ok) {
			toast({ id: 'favorite', title: intl.formatMessage({ id: result.error }), tone: 'danger' })
		}
		// nameOf only reads intl and groups, both already listed.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [fetcher.data, fetcher.state, groups, intl])

	return (
		<Sheet.Root defaultOpen onOpenChange={(open) => (open ? undefined : onClose())}>
			<Sheet.Content
				title={<FormattedMessage id="favorites.chooseGroup.title" />}
				description={<FormattedMessage id="favorites.chooseGroup.description" values={{ group: current ? nameOf(current) : '' }} />}
				closeLabel={intl.formatMessage({ id: 'shell.close' })}
			>
				<fetcher.Form method="post" action={href('/pages/individualCenter/buyer_collection/index')}>
					<input type="hidden" name="intent" value="move" />
					<input type="hidden" name="productId" value={productId} />
					<Stack as="ul" role="list" gap="xsmall">
						{groups.map((group) => (
							<li key={group.id}>
								<Button
									type="submit"
									name="targetGroupId"
									value={group.id}
									variant={group.id === groupId ? 'soft' : 'ghost'}
									tone="neutral"
									fullWidth
									icon={group.id === groupId ? 'check' : 'heart'}
									aria-current={group.id === groupId || undefined}
									loading={fetcher.formData?.get('targetGroupId') === group.id}
								>
									<bdi>{nameOf(group)}</bdi>
								</Button>
							</li>
						))}
					</Stack>
				</fetcher.Form>
			</Sheet.Content>
		</Sheet.Root>
	)
}
