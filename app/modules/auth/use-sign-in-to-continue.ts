import { type FetcherWithComponents, type ShouldRevalidateFunction, type SubmitOptions, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { isSignInToContinue, openLogin } from './login-events.ts'
import { href } from '#app/href.ts'

/** A form post as it went: what was in it (the pressed button's name and value included), where and how. */
type Submission = { formData: FormData; options: SubmitOptions }

/**
 * When an answer says the buyer's session has ended (`SignInToContinue`, HTTP 401), opens the login sheet with a
 * word on why, and once they have signed in there, posts the same form again: nothing typed is lost and the buyer
 * does not do it twice. `submitting` is the post in flight (kept here, since it is gone by the time the answer
 * lands). Closing the sheet instead leaves the form as it was, filled in; sending it again asks again.
 */
export function useSignInToContinue(answer: unknown, submitting: Submission | null, resubmit: (submission: Submission) => void) {
	const lastSubmission = useRef<Submission | null>(null)
	const handled = useRef<unknown>(null)
	const resubmitRef = useRef(resubmit)
	resubmitRef.current = resubmit
	if (submitting && lastSubmission.current?.formData !== submitting.formData) lastSubmission.current = submitting

	useEffect(() => {
		if (!isSignInToContinue(answer) || handled.current === answer) return
		handled.current = answer
		const submission = lastSubmission.current
		openLogin({
			reason: 'session-ended',
			onSignedIn: submission ? () => resubmitRef.current(submission) : undefined,
		})
	}, [answer])
}

/** For a page's own form (`<Form method="post">`): its action's answer is `useActionData()`. */
export function useFormSignInToContinue(actionData: unknown) {
	const navigation = useNavigation()
	const submit = useSubmit()
	const submitting =
		navigation.state === 'submitting' && navigation.formData && navigation.formAction && navigation.formMethod
			? {
					formData: navigation.formData,
					options: { action: navigation.formAction, method: navigation.formMethod, encType: navigation.formEncType },
				}
			: null
	useSignInToContinue(actionData, submitting, ({ formData, options }) => submit(formData, options))
}

/** For a fetcher's form: its answer is `fetcher.data`. */
export function useFetcherSignInToContinue(
	fetcher: Pick<FetcherWithComponents<unknown>, 'data' | 'formData' | 'formAction' | 'formMethod' | 'formEncType' | 'submit'>,
) {
	const submitting =
		fetcher.formData && fetcher.formAction && fetcher.formMethod
			? { formData: fetcher.formData, options: { action: fetcher.formAction, method: fetcher.formMethod, encType: fetcher.formEncType } }
			: null
	const { submit } = fetcher
	useSignInToContinue(fetcher.data, submitting, ({ formData, options }) => submit(formData, options))
}

/**
 * A route's `shouldRevalidate` for pages whose loader needs a signed-in buyer: after an answer that asks to sign
 * in, the page is not loaded again (its loader would send the buyer to the login page, and what they typed with it).
 */
export const keepPageToSignIn: ShouldRevalidateFunction = ({ actionResult, formAction, defaultShouldRevalidate }) => {
	if (isSignInToContinue(actionResult)) return false
	// The sheet's own steps (send a code, check it) are not this page's business: it reloads the page itself once
	// the buyer is signed in; until then the loader would only send them to the login page.
	const path = formAction ? new URL(formAction, 'http://x').pathname : null
	if (path === href('/pages/login/index') || path === href('/pages/register/index')) return false
	return defaultShouldRevalidate
}
