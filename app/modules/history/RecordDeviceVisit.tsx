import { useEffect } from 'react'
import { useOptionalUser } from '#app/utils/root-data.ts'
import { useOfflineCopy } from '#app/utils/offline-copy.ts'
import { queueWrite } from '#app/utils/write-queue.ts'
import { href } from '#app/href.ts'
import { updateDeviceState } from './device-storage.ts'
import { recordDeviceVisit } from './device-store.ts'

/**
 * On the product page: when nobody is signed in, notes the visit in the device's history (merged into the
 * account at sign-in). Signed-in visits are recorded by the server (`recordProductView`), except a page read
 * offline from the device's copy: that visit joins the buyer's queue of writes (decision 025). Renders nothing.
 */
export function RecordDeviceVisit({ productId }: { productId: string }) {
	const userId = useOptionalUser()?.id ?? null
	const offlineCopy = Boolean(useOfflineCopy())
	useEffect(() => {
		if (!userId) updateDeviceState((state) => recordDeviceVisit(state, productId))
	}, [productId, userId])
	useEffect(() => {
		if (!userId || !offlineCopy) return
		const fields = { intent: 'record', productId, viewedAt: new Date().toISOString() }
		queueWrite(userId, { path: href('/pages/individualCenter/browsing_history/index'), fields })
	}, [productId, userId, offlineCopy])
	return null
}
