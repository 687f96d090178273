import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { pageMeta } from '#app/i18n/meta.ts'

import { getLegalDocument } from '#app/modules/legal/legal.server.ts'
import { LegalDocument } from '#app/modules/legal/LegalDocument.tsx'
import { getRequestContext } from '#app/request-context.server.ts'

/** The terms of use, in the language the rest of the page is in (the signed-in buyer's saved language counts). */
export async function loader({ request }: LoaderFunctionArgs) {
	const locale = (await getRequestContext(request)).locale
	return { document: getLegalDocument('userAgreement', locale) }
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'page.userAgreement.title')

export default function UserAgreementPage() {
	const { document } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHeader titleId="page.userAgreement.title" />
			<LegalDocument document={document} />
		</>
	)
}
