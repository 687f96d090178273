import { Form, Link } from '@remix-run/react'
import { Fragment } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, Fieldset, Radio, Stack, TextField, TileGrid } from '#design-system'
import { type SearchParams, searchHref } from './search-params.ts'
import * as styles from './Search.css.ts'
import { href } from '#app/href.ts'

export type FilterCategory = { id: string; name: string; parentId: string | null }

/**
 * The filters of the results page: category (with its subcategories) and a price range in dinars. A GET
 * form, so it works in the sheet and, without JavaScript, on the page itself. Prices may be typed with
 * Arabic-Indic digits and thousands separators.
 */
export function SearchFilterForm({ params, categories, onApply }: { params: SearchParams; categories: FilterCategory[]; onApply?: () => void }) {
	const intl = useIntl()
	const topLevel = categories.filter((category) => category.parentId === null)
	const childrenOf = (id: string) => categories.filter((category) => category.parentId === id)
	return (
		<Stack as={Form} gap="large" method="get" action={href('/pages/search-detail/index')} onSubmit={onApply}>
			{params.keyword ? <input type="hidden" name="keyword" value={params.keyword} /> : null}
			{params.sort !== 'relevance' ? <input type="hidden" name="sort" value={params.sort} /> : null}
			<Fieldset legend={<FormattedMessage id="search.filter.category" />} variant="plain" gap="small">
				<Stack direction="row" wrap gap="small">
					<Radio
						variant="chip"
						name="categoryId"
						value=""
						defaultChecked={!params.categoryId}
						label={<FormattedMessage id="search.filter.allCategories" />}
					/>
					{topLevel.map((category) => (
						<Fragment key={category.id}>
							<Radio variant="chip" name="categoryId" value={category.id} defaultChecked={params.categoryId === category.id} label={category.name} />
							{childrenOf(category.id).map((child) => (
								<Radio
									key={child.id}
									variant="chip"
									name="categoryId"
									value={child.id}
									defaultChecked={params.categoryId === child.id}
									label={child.name}
									className={styles.childOption}
								/>
							))}
						</Fragment>
					))}
				</Stack>
			</Fieldset>
			<Fieldset legend={<FormattedMessage id="search.filter.price" />} variant="plain" gap="small">
				<TileGrid as="div" columns={2}>
					<TextField
						label={intl.formatMessage({ id: 'search.filter.minPrice' })}
						name="minPrice"
						inputMode="numeric"
						autoComplete="off"
						dir="ltr"
						defaultValue={params.minPrice ?? ''}
					/>
					<TextField
						label={intl.formatMessage({ id: 'search.filter.maxPrice' })}
						name="maxPrice"
						inputMode="numeric"
						autoComplete="off"
						dir="ltr"
						defaultValue={params.maxPrice ?? ''}
					/>
				</TileGrid>
			</Fieldset>
			<div className={styles.filterActions}>
				<Button asChild variant="soft">
					<Link to={searchHref({ keyword: params.keyword, sort: params.sort })} onClick={onApply}>
						<FormattedMessage id="search.filter.reset" />
					</Link>
				</Button>
				<Button type="submit">
					<FormattedMessage id="search.filter.apply" />
				</Button>
			</div>
		</Stack>
	)
}
