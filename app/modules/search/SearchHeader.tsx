import { Form, Link, useNavigate } from '@remix-run/react'
import { type MouseEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Icon, SearchBar, Stack, VisuallyHidden } from '#design-system'
import * as iconLink from '#app/components/icon-link.css.ts'
import { useOptionalUser } from '#app/utils/root-data.ts'
import { canGoBackInShop } from '#app/utils/can-go-back.ts'
import * as styles from './Search.css.ts'
import { href } from '#app/href.ts'

/**
 * The search bar of both search pages: back, the search field and a submit button, working before (and without)
 * JavaScript. A visitor's is a plain GET form to the results page; a signed-in buyer's posts to the search page,
 * which remembers the search on the account and opens the results (opening results never writes). The field
 * keeps whatever the buyer typed, however long; search itself reads the first hundred characters.
 */
export function SearchHeader({ defaultValue = '', autoFocus = false, end }: { defaultValue?: string; autoFocus?: boolean; end?: ReactNode }) {
	const intl = useIntl()
	const navigate = useNavigate()
	const signedIn = useOptionalUser() != null
	// Back to the previous page of this visit, or home when the page was opened from a link.
	const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
		if (canGoBackInShop()) {
			event.preventDefault()
			navigate(-1)
		}
	}
	return (
		<Stack as="header" direction="row" align="center" gap="xsmall" padding="xsmall" className={styles.header}>
			<Link to="/" onClick={goBack} className={iconLink.iconLink} aria-label={intl.formatMessage({ id: 'shell.back' })}>
				<Icon name="arrow-back" />
			</Link>
			<Stack
				as={Form}
				direction="row"
				align="center"
				gap="xsmall"
				flexGrow={1}
				method={signedIn ? 'post' : 'get'}
				action={signedIn ? href('/pages/search-key/index') : href('/pages/search-detail/index')}
				role="search"
			>
				{signedIn ? <input type="hidden" name="intent" value="search" /> : null}
				<SearchBar.Root>
					<VisuallyHidden>
						<FormattedMessage id="search.input.label" />
					</VisuallyHidden>
					<SearchBar.Input
						key={defaultValue}
						name="keyword"
						defaultValue={defaultValue}
						placeholder={intl.formatMessage({ id: 'search.input.placeholder' })}
						enterKeyHint="search"
						autoComplete="off"
						autoCapitalize="none"
						spellCheck={false}
						// The search page exists to type into; the results page keeps the keyboard closed.
						// eslint-disable-next-line jsx-a11y/no-autofocus
						autoFocus={autoFocus}
					/>
				</SearchBar.Root>
				<Button type="submit" size="small" data-spm="search.header.submit">
					<FormattedMessage id="search.submit" />
				</Button>
			</Stack>
			{end}
		</Stack>
	)
}
