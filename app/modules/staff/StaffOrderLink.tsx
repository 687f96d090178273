import { Link } from '@remix-run/react'
import { Ltr, Text } from '#design-system'
import { staffOrderPath } from './paths.ts'

/** An order's number as the link to its page in the console (the order list, the payments to review, the inbox). */
export function StaffOrderLink({ number }: { number: string }) {
	return (
		<Link to={staffOrderPath(number)} prefetch="intent">
			<Text inline tone="brand" weight="strong">
				<Ltr>{number}</Ltr>
			</Text>
		</Link>
	)
}
