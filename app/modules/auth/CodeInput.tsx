import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { VisuallyHidden } from '#design-system'
import { cx } from '#app/utils/cx.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import * as styles from './LoginFlow.css.ts'
import { CODE_LENGTH } from './rules.ts'

/**
 * Spec section 2: six digit boxes fed by one hidden numeric input of max length
 * 6. The input lies over the boxes, so tapping, pasting and the phone's
 * one-time-code autofill all work; the boxes only show what it holds.
 */
export function CodeInput({
	name,
	value,
	onChange,
	errorId,
	invalid,
}: {
	name: string
	value: string
	onChange: (value: string) => void
	errorId?: string
	invalid?: boolean
}) {
	const intl = useIntl()
	const hydrated = useHydrated()
	const id = useId()
	const [focused, setFocused] = useState(false)
	const label = intl.formatMessage({ id: 'auth.verify.codeLabel' })
	const input = (
		<input
			id={id}
			name={name}
			className={hydrated ? styles.codeInput : styles.codeInputVisible}
			value={hydrated ? value : undefined}
			onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
			onFocus={() => setFocused(true)}
			onBlur={() => setFocused(false)}
			inputMode="numeric"
			autoComplete="one-time-code"
			pattern="[0-9]*"
			maxLength={CODE_LENGTH}
			aria-invalid={invalid || undefined}
			aria-describedby={errorId}
			// The code step has this one field; the code arrives while the buyer looks at it.
			// eslint-disable-next-line jsx-a11y/no-autofocus
			autoFocus
		/>
	)
	if (!hydrated) {
		return (
			<div>
				<label htmlFor={id}>
					<VisuallyHidden>{label}</VisuallyHidden>
				</label>
				{input}
			</div>
		)
	}
	return (
		<div>
			<label htmlFor={id}>
				<VisuallyHidden>{label}</VisuallyHidden>
			</label>
			<div className={styles.codeBoxes}>
				{Array.from({ length: CODE_LENGTH }, (_, index) => (
					<span
						key={index}
						aria-hidden
						className={cx(styles.codeBox, focused && index === Math.min(value.length, CODE_LENGTH - 1) && styles.codeBoxActive)}
					>
						{value[index] ?? ''}
					</span>
				))}
				{input}
			</div>
		</div>
	)
}
