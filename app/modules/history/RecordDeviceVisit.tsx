import { useEffect } from 'react'
import { useOptionalUser } from '#app/utils/root-data.ts'
import { updateDeviceState } from './device-storage.ts'
import { recordDeviceVisit } from './device-store.ts'

/**
 * On the product page: when nobody is signed in, notes the visit in the device's history (merged into the
 * account at sign-in). Signed-in visits are recorded by the server (`recordProductView`). Renders nothing.
 */
export function RecordDeviceVisit({ productId }: { productId: string }) {
	const signedIn = Boolean(useOptionalUser())
	useEffect(() => {
		if (!signedIn) updateDeviceState((state) => recordDeviceVisit(state, productId))
	}, [productId, signedIn])
	return null
}
