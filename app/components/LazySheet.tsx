import { lazy, Suspense, useState } from 'react'
import { type SheetPanelProps } from './SheetPanel.tsx'

const SheetPanel = lazy(() => import('./SheetPanel.tsx'))

/**
 * A bottom sheet whose code loads when it is first opened, not with the page (issue 19: the sheets' and Radix's
 * 19 KB were in the first scripts of every page that has one). Once opened it stays mounted, so it animates closed.
 */
export function LazySheet(props: SheetPanelProps) {
	const [opened, setOpened] = useState(props.open)
	if (props.open && !opened) setOpened(true)
	if (!opened) return null
	return (
		<Suspense fallback={null}>
			<SheetPanel {...props} />
		</Suspense>
	)
}
