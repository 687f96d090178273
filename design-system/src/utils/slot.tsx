import { Children, cloneElement, forwardRef, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react'

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode }
type AnyProps = Record<string, unknown>

/**
 * `asChild` for the light components (Button, Chip, Badge): renders its one child element with the component's
 * props merged in, as Radix's Slot does (the overlays keep Radix's own). The child's props win, except that class
 * names join, styles merge, both event handlers run (the child's first) and both refs are set. It stands in for
 * Radix's Slot (about 1 KB gzip) on every page, which loaded it for the `ui` chunk alone (decision 005).
 */
export const Slot = forwardRef<HTMLElement, SlotProps>(function Slot({ children, ...slotProps }, forwardedRef) {
	// Like Radix's: one element child; more than one throws, anything else renders nothing.
	if (!isValidElement(children)) return Children.count(children) > 1 ? Children.only(null) : null
	const element = children as ReactElement<AnyProps> & { ref?: Ref<HTMLElement> }
	const childProps = element.props
	const merged: AnyProps = { ...slotProps, ...childProps }
	for (const [key, slotValue] of Object.entries(slotProps as AnyProps)) {
		const childValue = childProps[key]
		if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
			merged[key] = (...args: unknown[]) => {
				const result: unknown = childValue(...args)
				slotValue(...args)
				return result
			}
		} else if (key === 'style') {
			merged[key] = { ...(slotValue as object), ...(childValue as object | undefined) }
		} else if (key === 'className') {
			merged[key] = [slotValue, childValue].filter(Boolean).join(' ')
		}
	}
	const childRef = (childProps.ref as Ref<HTMLElement> | undefined) ?? element.ref
	merged.ref = forwardedRef && childRef ? composeRefs(forwardedRef, childRef) : (forwardedRef ?? childRef)
	return cloneElement(element, merged)
})

function composeRefs(...refs: Ref<HTMLElement>[]) {
	return (node: HTMLElement | null) => {
		for (const ref of refs) {
			if (typeof ref === 'function') ref(node)
			else if (ref) (ref as { current: HTMLElement | null }).current = node
		}
	}
}
