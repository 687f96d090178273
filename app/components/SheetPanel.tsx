import { Sheet, type SheetContentProps } from '#design-system'

export type SheetPanelProps = Pick<SheetContentProps, 'title' | 'description' | 'closeLabel' | 'children'> & {
	open: boolean
	onOpenChange: (open: boolean) => void
}

/** A bottom sheet in one piece; LazySheet loads it (and Radix's dialog machinery) when it is first opened. */
export default function SheetPanel({ open, onOpenChange, ...content }: SheetPanelProps) {
	return (
		<Sheet.Root open={open} onOpenChange={onOpenChange}>
			<Sheet.Content {...content} />
		</Sheet.Root>
	)
}
