import { useChannel } from '#app/realtime/use-channel.ts'
import { userChannel } from '#app/realtime/channels.ts'
import { useOptionalUser } from '#app/utils/root-data.ts'
import { useRevalidateOnEvent } from '#app/utils/use-revalidate-on-event.ts'

/**
 * Reloads the page's data when one of the buyer's orders changes status (orders.server.ts announces
 * `order.status` on the buyer's channel after each change): staff approving a slip, a payment coming back, goods
 * moving on. With `orderId`, only that order's changes count.
 */
export function useOrderUpdates(orderId?: string) {
	const user = useOptionalUser()
	const refresh = useRevalidateOnEvent()
	useChannel(
		user ? userChannel(user.id) : null,
		(event) => {
			if (event.kind !== 'order.status') return
			if (orderId && event.orderId !== orderId) return
			refresh()
		},
		{ enabled: Boolean(user) },
	)
}
