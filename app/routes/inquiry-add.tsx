import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { Stack } from '#design-system'
import { PageHeader } from '#app/components/PageHeader.tsx'
import { getDb } from '#app/db/client.server.ts'
import { pageMeta } from '#app/i18n/meta.ts'
import { signInToContinue } from '#app/modules/auth/auth.server.ts'
import { keepPageToSignIn, useFormSignInToContinue } from '#app/modules/auth/use-sign-in-to-continue.ts'
import { ChatError } from '#app/modules/chat/chat.server.ts'
import { filesOf, parsePictureForm, RequestTooLargeError } from '#app/modules/chat/multipart.server.ts'
import { CHAT_IMAGE_MAX_BYTES } from '#app/modules/chat/chat-limits.ts'
import {
	getInquiryDetails,
	type InquiryDetails,
	InquiryError,
	InquiryNotFoundError,
	saveInquiry,
	updateInquiry,
} from '#app/modules/inquiries/inquiries.server.ts'
import { InquiryForm, type InquiryFormDefaults, PHOTOS_FIELD } from '#app/modules/inquiries/InquiryForm.tsx'
import { InquiryFormSchema, MAX_INQUIRY_PHOTOS } from '#app/modules/inquiries/schema.ts'
import { searchPhotoKey, SEARCH_PHOTO_ID_PATTERN } from '#app/modules/search/photo-upload.ts'
import { getStorage } from '#app/providers/storage/index.server.ts'
import { publicMediaUrl } from '#app/providers/storage/storage.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { href } from '#app/href.ts'
import { inquiryLink } from '#app/links.ts'
import { getRequestContext, requireUserContext } from '#app/request-context.server.ts'

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
	pageMeta(matches, loaderData?.editing ? 'inquiry.edit.title' : 'inquiry.add.title')

/**
 * `?id=` edits that inquiry (404 unless it is the buyer's); `?description=` and `?photo=` start a new one
 * from a search without results or a photo search without a match.
 */
const PageQuerySchema = z.object({
	id: z.string().min(1).max(64).optional().catch(undefined),
	description: z.string().max(500).optional().catch(undefined),
	photo: z.string().regex(SEARCH_PHOTO_ID_PATTERN).optional().catch(undefined),
})

function pageQuery(request: Request) {
	return PageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
}

async function findInquiry(userId: string, id: string | undefined): Promise<InquiryDetails | null> {
	if (!id) return null
	try {
		return await getInquiryDetails(getDb(), userId, id)
	} catch (error) {
		if (error instanceof InquiryNotFoundError) throw data(null, { status: 404 })
		throw error
	}
}

export const shouldRevalidate = keepPageToSignIn

export async function loader({ request }: LoaderFunctionArgs) {
	const { user } = await requireUserContext(request)
	const query = pageQuery(request)
	const inquiry = await findInquiry(user.id, query.id)
	// A search photo the server still has (they are public, like the search page that showed it).
	const searchPhoto =
		!inquiry && query.photo && (await getStorage().get(searchPhotoKey(query.photo)))
			? { id: query.photo, url: publicMediaUrl(searchPhotoKey(query.photo)) }
			: null
	const defaults: InquiryFormDefaults = {
		description: inquiry?.description ?? query.description ?? '',
		attributes: inquiry?.attributes ?? [],
		estimatedQuantity: inquiry ? String(inquiry.estimatedQuantity) : '',
		targetUnitPrice: inquiry?.targetUnitPrice ? String(inquiry.targetUnitPrice) : '',
	}
	return {
		editing: Boolean(inquiry),
		closed: inquiry ? !inquiry.editable : false,
		formAction: inquiry ? href('/pages/inquiry-add/index', { id: inquiry.id }) : href('/pages/inquiry-add/index'),
		defaults,
		savedPhotos: inquiry?.images.map(({ id, url }) => ({ id, url })) ?? [],
		searchPhoto,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	// A session that ended while the buyer wrote the request: the sheet signs them in and the form is sent again.
	const user = (await getRequestContext(request)).user
	if (!user) return signInToContinue(request)
	const query = pageQuery(request)
	let formData: FormData
	try {
		formData = await parsePictureForm(request, {
			maxFileSize: CHAT_IMAGE_MAX_BYTES,
			maxFiles: MAX_INQUIRY_PHOTOS,
			tooLargeMessageId: 'chat.error.imageTooLarge',
		})
	} catch (error) {
		if (error instanceof ChatError) {
			const headers: HeadersInit = error instanceof RequestTooLargeError && !error.drained ? { Connection: 'close' } : {}
			const messageId = error.status === 400 ? 'inquiry.photos.tooMany' : error.messageId
			const result: SubmissionResult<string[]> = { status: 'error', error: { [PHOTOS_FIELD]: [messageId] } }
			return data({ result }, { status: error.status, headers })
		}
		throw error
	}
	const submission = parseWithZod(formData, { schema: InquiryFormSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const photos = await Promise.all(filesOf(formData, PHOTOS_FIELD).map(async (file) => new Uint8Array(await file.arrayBuffer())))
	const db = getDb()
	try {
		const saved = query.id
			? await updateInquiry(db, getStorage(), { userId: user.id, id: query.id, input: submission.value, photos })
			: await saveInquiry(db, getStorage(), { userId: user.id, input: submission.value, photos })
		return redirectWithToast(request, inquiryLink(saved.id), { messageId: query.id ? 'inquiry.saved' : 'inquiry.sent', tone: 'success' })
	} catch (error) {
		if (error instanceof InquiryNotFoundError) throw data(null, { status: 404 })
		if (error instanceof InquiryError) {
			const result = submission.reply(error.field ? { fieldErrors: { [error.field]: [error.messageId] } } : { formErrors: [error.messageId] })
			return data({ result }, { status: error.status })
		}
		throw error
	}
}

export default function InquiryAddPage() {
	const { editing, formAction, defaults, savedPhotos, searchPhoto } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	useFormSignInToContinue(answer)
	const actionData = answer && 'result' in answer ? answer : undefined
	return (
		<>
			<PageHeader titleId={editing ? 'inquiry.edit.title' : 'inquiry.add.title'} />
			<Stack gap="medium" padding="large" paddingBlockEnd="xxxlarge">
				<InquiryForm
					action={formAction}
					defaults={defaults}
					lastResult={actionData?.result}
					savedPhotos={savedPhotos}
					searchPhoto={searchPhoto}
					editing={editing}
				/>
			</Stack>
		</>
	)
}
