import { FormattedMessage } from 'react-intl'
import { Text } from '#design-system'

/** Validation errors travel as message ids (DESIGN.md section 5); this shows them. */
export function FieldError({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
	const first = errors?.[0]
	if (!first) return null
	return (
		<Text id={id} tone="danger" size="small" role="alert">
			<FormattedMessage id={first} />
		</Text>
	)
}
