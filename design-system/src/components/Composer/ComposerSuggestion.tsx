import { type ButtonHTMLAttributes } from 'react'
import { cx } from '../../utils/cx.ts'
import * as styles from './ComposerSuggestion.css.ts'

/**
 * A ready answer that goes into the composer's box to be edited before sending (an agent's canned reply): one
 * line, its full words in `title`. A `<button type="button">`; its own module, for the pages that offer them.
 */
export function ComposerSuggestion({ type = 'button', className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
	return <button type={type} {...props} className={cx(styles.suggestion, className)} />
}
