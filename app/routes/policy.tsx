import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { pageMeta } from '#app/i18n/meta.ts'
import { getPageLocale } from '#app/modules/auth/auth.server.ts'
import { getLegalDocument } from '#app/modules/legal/legal.server.ts'
import { LegalDocument } from '#app/modules/legal/LegalDocument.tsx'

/** The privacy policy, in the language the rest of the page is in (the signed-in buyer's saved language counts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const locale = await getPageLocale(request, context)
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
