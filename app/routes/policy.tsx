import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { pageMeta } from '#app/i18n/meta.ts'

import { getLegalDocument } from '#app/modules/legal/legal.server.ts'
import { LegalDocument } from '#app/modules/legal/LegalDocument.tsx'
import { getRequestContext } from '#app/request-context.server.ts'

/** The privacy policy, in the language the rest of the page is in (the signed-in buyer's saved language counts). */
export async function loader({ request }: LoaderFunctionArgs) {
	const locale = (await getRequestContext(request)).locale
	return { document: getLegalDocument('policy', locale) }
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.policy.title')

export default function PolicyPage() {
	const { document } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader titleId="page.policy.title" />
			<LegalDocument document={document} />
		</>
	)
}
