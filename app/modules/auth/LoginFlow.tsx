import { Link, useActionData, useFetcher, useLocation, useNavigate } from '@remix-run/react'
import { createContext, type ReactNode, useContext, useEffect, useReducer, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, IconButton, Ltr, ltr, TextField, toast } from '#design-system'
import { useSignInOptions } from '#app/utils/root-data.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { type AuthActionData } from './actions.server.ts'
import { CodeInput } from './CodeInput.tsx'
import { type AfterSignIn } from './login-events.ts'
import {
	accountStepView,
	canSubmitPassword,
	INITIAL_LOGIN_STATE,
	type LoginMode,
	type LoginSheetAction,
	type LoginSheetState,
	loginSheetReducer,
	maskAccount,
	resendChannel,
} from './login-sheet-state.ts'
import * as styles from './LoginFlow.css.ts'
import { CALLING_CODES, EMAIL_MAX_LENGTH, guessPasswordAccountType, OPTIONAL_CALLING_CODE_CHINA, PHONE_INPUT_MAX_LENGTH } from './rules.ts'
import { readSelectedCountry, saveSelectedCountry } from './selected-country.ts'
import { useNow } from './use-now.ts'
import { href } from '#app/href.ts'

export const LOGIN_SUCCESS_EVENT = 'dijla:login-success'

type Purpose = 'login' | 'reset_password' | 'register'
type Dispatch = (action: LoginSheetAction) => void

/** Field errors (message ids) of the last submission, by field name; '' holds the form's own. */
function errorsOf(data: AuthActionData | undefined): Record<string, string[]> {
	const error = data?.result?.error
	return error ? (Object.fromEntries(Object.entries(error).filter(([, list]) => Array.isArray(list))) as Record<string, string[]>) : {}
}

/** Where a page rendered without JavaScript left off (after a post to the login page). */
function stateFromLastSubmission(mode: LoginMode, data: AuthActionData | undefined): LoginSheetState {
	const submitted = (data?.result?.initialValue ?? {}) as Record<string, unknown>
	const state = { ...INITIAL_LOGIN_STATE, open: true, mode }
	const account = typeof submitted.account === 'string' ? submitted.account : ''
	const callingCode = typeof submitted.callingCode === 'string' ? submitted.callingCode : state.callingCode
	if (data?.sent) {
		const purposeMode = submitted.purpose === 'reset_password' ? 'forgot' : submitted.purpose === 'register' ? 'register' : mode
		return {
			...state,
			mode: purposeMode,
			step: 'verify',
			account,
			callingCode,
			sentTo: data.sent.account,
			sentChannel: data.sent.channel,
			resendAt: data.sent.resendAt,
		}
	}
	if (submitted.intent === 'verify-code' || submitted.intent === 'reset-password' || submitted.intent === 'register') {
		const verifyMode = submitted.intent === 'reset-password' ? 'forgot' : submitted.intent === 'register' ? 'register' : mode
		return { ...state, mode: verifyMode, step: 'verify', account, callingCode, sentTo: account }
	}
	if (submitted.intent === 'password-login') return { ...state, mode: 'password', account }
	return { ...state, account, callingCode }
}

/**
 * Signing in, as the login sheet on any page and as the login page itself
 * (spec section 2 "Login popup"). Every step posts to the login page's action;
 * without JavaScript the page renders the next step from the action's answer.
 */
export function LoginFlow({
	variant,
	redirectTo,
	initialMode = 'code',
	offerChina = false,
	onSignedIn,
	after,
}: {
	variant: 'sheet' | 'page'
	redirectTo: string
	/** What the visitor was doing when asked to sign in (an "add to cart"): sent with the sign-in, done by the server. */
	after?: AfterSignIn
	initialMode?: LoginMode
	offerChina?: boolean
	onSignedIn?: () => void
}) {
	const intl = useIntl()
	const fetcher = useFetcher<AuthActionData>()
	const pageData = useActionData<AuthActionData>()
	const last = fetcher.data ?? (variant === 'page' ? pageData : undefined)
	const [state, dispatch] = useReducer(loginSheetReducer, undefined, () => stateFromLastSubmission(initialMode, last))
	const navigate = useNavigate()
	const location = useLocation()
	const handledSignIn = useRef<AuthActionData | null>(null)

	// The calling code chosen last on this device (after hydration: the server cannot know it), unless the last
	// submission already names one.
	const submittedCallingCode = (last?.result?.initialValue as Record<string, unknown> | undefined)?.callingCode
	useEffect(() => {
		if (typeof submittedCallingCode === 'string') return
		const remembered = readSelectedCountry({ offerChina })
		if (remembered) dispatch({ type: 'choose-calling-code', callingCode: remembered })
		// Only when the flow opens: later choices are the buyer's own.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	useEffect(() => {
		if (fetcher.data?.sent) {
			const { account, channel, resendAt } = fetcher.data.sent
			dispatch({ type: 'code-sent', sentTo: account, channel, resendAt })
		}
	}, [fetcher.data?.sent])

	// Spec section 2: after success the current page is refreshed by navigating to its own route and
	// query (the root's data then knows the buyer), and a login-success event follows.
	useEffect(() => {
		const signedIn = fetcher.data?.signedIn
		if (!signedIn || handledSignIn.current === fetcher.data) return
		// The sheet waits for the fetcher's own reload to land: navigating earlier aborted it after the server had
		// handed it the "signed in" flash message, and the message was lost. The login page does not: there that
		// reload meets the page's redirect for a signed-in buyer, a link navigation that keeps the root's data
		// (still without the buyer), so it goes on at once to where the buyer was headed, as a fresh page load.
		if (variant !== 'page' && fetcher.state !== 'idle') return
		handledSignIn.current = fetcher.data ?? null
		const done = () => {
			window.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT, { detail: signedIn }))
			onSignedIn?.()
		}
		if (variant === 'page') {
			done()
			window.location.replace(signedIn.redirectTo)
			return
		}
		// The message comes with the answer. The flash cookie says the same (the same id: one toast), but the page's
		// reload that reads it can be overtaken by another, and its message lost with it.
		toast({ id: signedIn.toast.messageId, title: intl.formatMessage({ id: signedIn.toast.messageId }), tone: signedIn.toast.tone })
		Promise.resolve(navigate(`${location.pathname}${location.search}`, { replace: true }))
			.catch(() => window.location.reload())
			.finally(done)
	}, [fetcher.data, fetcher.state, intl, location.pathname, location.search, navigate, onSignedIn, variant])

	const errors = errorsOf(last)
	const busy = fetcher.state !== 'idle'
	const common = { fetcher, state, dispatch, errors, busy, redirectTo, variant, after }
	return (
		<ErrorValues.Provider value={last?.errorValues}>
			<div className={styles.flow}>
				{state.mode === 'password' ? (
					<PasswordForm {...common} />
				) : state.step === 'verify' && state.mode === 'code' ? (
					<VerifyStep {...common} />
				) : state.step === 'verify' && state.mode === 'forgot' ? (
					<ResetForm {...common} />
				) : state.step === 'verify' && state.mode === 'register' ? (
					<RegisterForm {...common} />
				) : (
					<AccountStep {...common} purpose={PURPOSE_OF_MODE[state.mode]} offerChina={offerChina} />
				)}
				{state.mode === 'code' && state.step === 'account' ? <SocialButtons redirectTo={redirectTo} /> : null}
				<DevOutboxNotice />
			</div>
		</ErrorValues.Provider>
	)
}

/** Numbers a form error speaks of ("3 tries left"), from the last answer. */
const ErrorValues = createContext<Record<string, string | number> | undefined>(undefined)
function useErrorValues() {
	return useContext(ErrorValues)
}

const PURPOSE_OF_MODE: Record<LoginMode, Purpose> = { code: 'login', password: 'login', forgot: 'reset_password', register: 'register' }
/** Registering posts to the register page; every other step to the login page. */
const actionOf = (purpose: Purpose) => (purpose === 'register' ? href('/pages/register/index') : href('/pages/login/index'))

type StepProps = {
	fetcher: ReturnType<typeof useFetcher<AuthActionData>>
	state: LoginSheetState
	dispatch: Dispatch
	errors: Record<string, string[]>
	busy: boolean
	redirectTo: string
	variant: 'sheet' | 'page'
	after?: AfterSignIn
}

function Hidden({ values }: { values: Record<string, string | undefined> }) {
	return (
		<>{Object.entries(values).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}</>
	)
}

/** The pending "add to cart" (AfterSignIn), as the sign-in forms send it. */
function AfterSignInFields({ after }: { after: AfterSignIn | undefined }) {
	return after ? <Hidden values={{ addSkuId: after.addSkuId, addQuantity: String(after.addQuantity) }} /> : null
}

/** JavaScript answers come back as JSON; a plain form post is redirected (see completeSignIn). */
function RespondAsJson() {
	return useHydrated() ? <input type="hidden" name="respond" value="json" /> : null
}

function FormErrors({ errors, fields = [''] }: { errors: Record<string, string[]>; fields?: string[] }) {
	const values = useErrorValues()
	const messages = fields.flatMap((field) => errors[field] ?? [])
	if (messages.length === 0) return null
	return (
		<p className={styles.formError} role="alert">
			{messages.map((id) => (
				<FormattedMessage key={id} id={id} values={values} />
			))}
		</p>
	)
}

function fieldError(errors: Record<string, string[]>, field: string): ReactNode {
	const id = errors[field]?.[0]
	return id ? <FormattedMessage id={id} /> : undefined
}

/** A link to another mode: the login page's `?mode=` without JavaScript, a state change with it. */
function ModeLink({ mode, dispatch, children }: { mode: LoginMode; dispatch: Dispatch; children: ReactNode }) {
	const hydrated = useHydrated()
	if (!hydrated) {
		return (
			<Link className={styles.linkButton} to={mode === 'register' ? href('/pages/register/index') : href('/pages/login/index', { mode })}>
				{children}
			</Link>
		)
	}
	return (
		<button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'switch-mode', mode })}>
			{children}
		</button>
	)
}

function CallingCodeSelect({ value, dispatch, offerChina }: { value: string; dispatch: Dispatch; offerChina: boolean }) {
	const intl = useIntl()
	const codes = offerChina ? [...CALLING_CODES, OPTIONAL_CALLING_CODE_CHINA] : CALLING_CODES
	return (
		<select
			name="callingCode"
			className={styles.callingCode}
			aria-label={intl.formatMessage({ id: 'auth.callingCode.label' })}
			value={value}
			onChange={(event) => {
				saveSelectedCountry(event.target.value)
				dispatch({ type: 'choose-calling-code', callingCode: event.target.value })
			}}
		>
			{codes.map((code) => (
				<option key={code} value={code}>
					{`${ltr(`+${code}`)} ${intl.formatMessage({ id: `auth.country.${code}` })}`}
				</option>
			))}
		</select>
	)
}

/** Step 1, code mode: one smart input for a phone or an e-mail, and how to send the code. */
function AccountStep({ fetcher, state, dispatch, errors, busy, purpose, offerChina }: StepProps & { purpose: Purpose; offerChina: boolean }) {
	const intl = useIntl()
	const hydrated = useHydrated()
	const view = accountStepView(state, useNow(state.resendAt))
	// A channel this deployment has no sender for is not offered (a production without the dev outbox).
	const channels = useSignInOptions()?.channels
	const offered = (channel: 'whatsapp' | 'sms' | 'email') => channels?.[channel] !== false
	const sendButton = (channel: 'whatsapp' | 'sms' | 'email', icon: 'whatsapp' | 'chat' | 'bell', variant: 'solid' | 'outline') =>
		offered(channel) ? (
			<Button
				type="submit"
				name="channel"
				value={channel}
				fullWidth
				size="large"
				variant={variant}
				disabled={hydrated && (view.sendDisabled || busy)}
				icon={icon}
			>
				<FormattedMessage id={`auth.send.${channel}`} />
			</Button>
		) : null
	const noChannel = view.kind === 'phone' ? !offered('whatsapp') && !offered('sms') : view.kind === 'email' && !offered('email')
	return (
		<fetcher.Form method="post" action={actionOf(purpose)} className={styles.form}>
			<Hidden values={{ intent: 'send-code', purpose }} />
			{purpose === 'register' ? (
				<h2 className={styles.title}>
					<FormattedMessage id="auth.register.title" />
				</h2>
			) : null}
			{purpose === 'reset_password' ? (
				<>
					<h2 className={styles.title}>
						<FormattedMessage id="auth.forgot.title" />
					</h2>
					<p className={styles.notice}>
						<FormattedMessage id="auth.forgot.hint" />
					</p>
				</>
			) : null}
			<FormErrors errors={errors} fields={['', 'channel']} />
			<div className={styles.row}>
				{view.kind !== 'email' ? <CallingCodeSelect value={state.callingCode} dispatch={dispatch} offerChina={offerChina} /> : null}
				<TextField
					className={styles.grow}
					name="account"
					label={intl.formatMessage({ id: 'auth.account.label' })}
					placeholder={intl.formatMessage({ id: 'auth.account.placeholder' })}
					value={hydrated ? state.account : undefined}
					defaultValue={hydrated ? undefined : state.account}
					onChange={(event) => dispatch({ type: 'edit-account', account: event.target.value })}
					maxLength={view.kind === 'phone' ? PHONE_INPUT_MAX_LENGTH : EMAIL_MAX_LENGTH}
					autoComplete="username"
					// A number or an address reads left to right; empty, the field follows the page, so that the
					// placeholder starts where the buyer reads (dir="auto" of nothing is left to right: the start of
					// an Arabic placeholder was cut off).
					dir={state.account ? 'auto' : undefined}
					error={fieldError(errors, 'account')}
				/>
			</div>
			{!hydrated ? (
				<>
					{sendButton('whatsapp', 'whatsapp', 'solid')}
					{sendButton('sms', 'chat', 'outline')}
					{sendButton('email', 'bell', 'outline')}
				</>
			) : view.showContinue ? (
				<Button type="button" fullWidth size="large" disabled>
					<FormattedMessage id="auth.continue" />
				</Button>
			) : view.kind === 'phone' ? (
				<>
					{sendButton('whatsapp', 'whatsapp', 'solid')}
					{sendButton('sms', 'chat', 'outline')}
				</>
			) : (
				sendButton('email', 'bell', 'solid')
			)}
			{hydrated && noChannel ? (
				<p className={styles.notice} role="status">
					<FormattedMessage id="auth.code.channelUnavailable" />
				</p>
			) : null}
			{view.secondsLeft > 0 ? (
				<p className={styles.notice} aria-live="polite">
					<FormattedMessage id="auth.send.countdown" values={{ seconds: view.secondsLeft }} />
				</p>
			) : null}
			<div className={styles.links}>
				{purpose === 'login' ? (
					<>
						<ModeLink mode="password" dispatch={dispatch}>
							<FormattedMessage id="auth.mode.password" />
						</ModeLink>
						<ModeLink mode="register" dispatch={dispatch}>
							<FormattedMessage id="auth.register.link" />
						</ModeLink>
					</>
				) : (
					<ModeLink mode={purpose === 'register' ? 'code' : 'password'} dispatch={dispatch}>
						<FormattedMessage id="auth.login.link" />
					</ModeLink>
				)}
			</div>
		</fetcher.Form>
	)
}

/** The resend link with its countdown; it uses the stored send type (spec section 4). */
function ResendCode({ fetcher, state, busy, purpose }: Pick<StepProps, 'fetcher' | 'state' | 'busy'> & { purpose: Purpose }) {
	const now = useNow(state.resendAt)
	const secondsLeft = state.resendAt && now < state.resendAt ? Math.ceil((state.resendAt - now) / 1000) : 0
	return (
		<fetcher.Form method="post" action={actionOf(purpose)}>
			<Hidden
				values={{
					intent: 'send-code',
					purpose,
					account: state.sentTo ?? state.account,
					callingCode: state.callingCode,
					channel: resendChannel(state),
				}}
			/>
			<button type="submit" className={styles.linkButton} disabled={secondsLeft > 0 || busy}>
				{secondsLeft > 0 ? (
					<FormattedMessage id="auth.verify.resendIn" values={{ seconds: secondsLeft }} />
				) : (
					<FormattedMessage id="auth.verify.resend" />
				)}
			</button>
		</fetcher.Form>
	)
}

/** Step 2: the six-digit code. */
function VerifyStep({ fetcher, state, dispatch, errors, busy, redirectTo, after }: StepProps) {
	const hydrated = useHydrated()
	const account = state.sentTo ?? state.account
	return (
		<>
			<fetcher.Form method="post" action={href('/pages/login/index')} className={styles.form}>
				<Hidden values={{ intent: 'verify-code', account, callingCode: state.callingCode, redirectTo }} />
				<AfterSignInFields after={after} />
				<RespondAsJson />
				<h2 className={styles.title}>
					<FormattedMessage id="auth.verify.title" />
				</h2>
				<p className={styles.notice}>
					<FormattedMessage id="auth.verify.subtitle" values={{ account: <Ltr>{maskAccount(account)}</Ltr> }} />
				</p>
				<CodeInput
					name="code"
					value={state.code}
					onChange={(code) => dispatch({ type: 'edit-code', code })}
					invalid={Boolean(errors.code?.length || errors['']?.length)}
				/>
				<FormErrors errors={errors} fields={['', 'code']} />
				<Button type="submit" fullWidth size="large" loading={busy} disabled={hydrated && state.code.length < 6}>
					<FormattedMessage id="auth.verify.submit" />
				</Button>
			</fetcher.Form>
			<div className={styles.links}>
				<ResendCode fetcher={fetcher} state={state} busy={busy} purpose="login" />
				{hydrated ? (
					<button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'back-to-account' })}>
						<FormattedMessage id="auth.verify.changeAccount" />
					</button>
				) : null}
			</div>
		</>
	)
}

function PasswordField({
	name,
	labelId,
	autoComplete,
	state,
	dispatch,
	error,
}: {
	name: string
	labelId: string
	autoComplete: string
	state: LoginSheetState
	dispatch: Dispatch
	error?: ReactNode
}) {
	const intl = useIntl()
	const hydrated = useHydrated()
	return (
		<TextField
			name={name}
			type={state.passwordVisible ? 'text' : 'password'}
			label={intl.formatMessage({ id: labelId })}
			autoComplete={autoComplete}
			dir="ltr"
			error={error}
			{...(name === 'password' && hydrated
				? { value: state.password, onChange: (event) => dispatch({ type: 'edit-password', password: event.target.value }) }
				: {})}
			endAdornment={
				hydrated ? (
					<IconButton
						type="button"
						icon={state.passwordVisible ? 'eye-off' : 'eye'}
						label={intl.formatMessage({ id: state.passwordVisible ? 'auth.password.hide' : 'auth.password.show' })}
						onClick={() => dispatch({ type: 'toggle-password-visible' })}
					/>
				) : undefined
			}
		/>
	)
}

function TermsNotice() {
	return (
		<p className={styles.notice}>
			<FormattedMessage
				id="auth.terms"
				values={{
					terms: (chunks) => (
						<Link className={styles.inlineLink} to="/pages/user-agreement/index">
							{chunks}
						</Link>
					),
					privacy: (chunks) => (
						<Link className={styles.inlineLink} to="/pages/policy/index">
							{chunks}
						</Link>
					),
				}}
			/>
		</p>
	)
}

/** Password mode (login type 1): account, password with show/hide, the terms, forgot password. */
function PasswordForm({ fetcher, state, dispatch, errors, busy, redirectTo, after }: StepProps) {
	const intl = useIntl()
	const hydrated = useHydrated()
	// Spec section 5: digits only means a phone, which needs its calling code.
	const isPhone = guessPasswordAccountType(state.account) === 'phone'
	return (
		<fetcher.Form method="post" action={href('/pages/login/index')} className={styles.form}>
			<Hidden values={{ intent: 'password-login', callingCode: isPhone ? undefined : state.callingCode, redirectTo }} />
			<AfterSignInFields after={after} />
			<RespondAsJson />
			<FormErrors errors={errors} />
			<div className={styles.row}>
				{isPhone ? <CallingCodeSelect value={state.callingCode} dispatch={dispatch} offerChina={false} /> : null}
				<TextField
					className={styles.grow}
					name="account"
					label={intl.formatMessage({ id: 'auth.password.account' })}
					autoComplete="username"
					dir="auto"
					value={hydrated ? state.account : undefined}
					defaultValue={hydrated ? undefined : state.account}
					onChange={(event) => dispatch({ type: 'edit-account', account: event.target.value })}
					error={fieldError(errors, 'account')}
				/>
			</div>
			<PasswordField
				name="password"
				labelId="auth.password.label"
				autoComplete="current-password"
				state={state}
				dispatch={dispatch}
				error={fieldError(errors, 'password')}
			/>
			<TermsNotice />
			<Button type="submit" fullWidth size="large" loading={busy} disabled={hydrated && !canSubmitPassword(state)}>
				<FormattedMessage id="auth.password.submit" />
			</Button>
			<div className={styles.links}>
				<ModeLink mode="code" dispatch={dispatch}>
					<FormattedMessage id="auth.mode.code" />
				</ModeLink>
				<ModeLink mode="forgot" dispatch={dispatch}>
					<FormattedMessage id="auth.password.forgot" />
				</ModeLink>
			</div>
		</fetcher.Form>
	)
}

/** Forgot password, step 2: the code that was sent, and the new password twice. */
function ResetForm({ fetcher, state, dispatch, errors, busy }: StepProps) {
	const account = state.sentTo ?? state.account
	return (
		<>
			<fetcher.Form method="post" action={href('/pages/login/index')} className={styles.form}>
				<Hidden values={{ intent: 'reset-password', account, callingCode: state.callingCode }} />
				<h2 className={styles.title}>
					<FormattedMessage id="auth.forgot.title" />
				</h2>
				<p className={styles.notice}>
					<FormattedMessage id="auth.verify.subtitle" values={{ account: <Ltr>{maskAccount(account)}</Ltr> }} />
				</p>
				<CodeInput name="code" value={state.code} onChange={(code) => dispatch({ type: 'edit-code', code })} />
				<PasswordField
					name="password"
					labelId="auth.password.new"
					autoComplete="new-password"
					state={state}
					dispatch={dispatch}
					error={fieldError(errors, 'password')}
				/>
				<PasswordField
					name="confirmPassword"
					labelId="auth.password.confirm"
					autoComplete="new-password"
					state={state}
					dispatch={dispatch}
					error={fieldError(errors, 'confirmPassword')}
				/>
				<FormErrors errors={errors} fields={['', 'code']} />
				<Button type="submit" fullWidth size="large" loading={busy}>
					<FormattedMessage id="auth.forgot.submit" />
				</Button>
			</fetcher.Form>
			<div className={styles.links}>
				<ResendCode fetcher={fetcher} state={state} busy={busy} purpose="reset_password" />
				<ModeLink mode="password" dispatch={dispatch}>
					<FormattedMessage id="auth.login.link" />
				</ModeLink>
			</div>
		</>
	)
}

/** Google whenever it is configured; Apple only on iOS (spec section 2). */
function SocialButtons({ redirectTo }: { redirectTo: string }) {
	const options = useSignInOptions()
	const hydrated = useHydrated()
	const onIos = hydrated && /iPhone|iPad|iPod/.test(navigator.userAgent)
	if (!options?.google && !(options?.apple && onIos)) return null
	const query = `?redirectTo=${encodeURIComponent(redirectTo)}`
	return (
		<>
			<div className={styles.divider}>
				<FormattedMessage id="auth.or" />
			</div>
			{options.google ? (
				<Button asChild variant="outline" fullWidth size="large">
					<a href={`/auth/google${query}`}>
						<FormattedMessage id="auth.google" />
					</a>
				</Button>
			) : null}
			{options.apple && onIos ? (
				<Button asChild variant="outline" fullWidth size="large">
					<a href={`/auth/apple${query}`}>
						<FormattedMessage id="auth.apple" />
					</a>
				</Button>
			) : null}
		</>
	)
}

/** While codes go to the dev outbox, say where to read them (the demo shop works out of the box). */
function DevOutboxNotice() {
	const devOutbox = useSignInOptions()?.devOutbox
	if (!devOutbox) return null
	return (
		<p className={styles.notice}>
			<FormattedMessage
				id="auth.devOutbox"
				values={{
					outbox: (chunks) => (
						<a className={styles.inlineLink} href="/dev/outbox" target="_blank" rel="noreferrer">
							{chunks}
						</a>
					),
				}}
			/>
		</p>
	)
}

/** Registering with a password: the code that was sent, the password twice, and a name. */
function RegisterForm({ fetcher, state, dispatch, errors, busy, redirectTo, after }: StepProps) {
	const intl = useIntl()
	const account = state.sentTo ?? state.account
	return (
		<>
			<fetcher.Form method="post" action={href('/pages/register/index')} className={styles.form}>
				<Hidden values={{ intent: 'register', account, callingCode: state.callingCode, redirectTo }} />
				<AfterSignInFields after={after} />
				<RespondAsJson />
				<h2 className={styles.title}>
					<FormattedMessage id="auth.register.title" />
				</h2>
				<p className={styles.notice}>
					<FormattedMessage id="auth.verify.subtitle" values={{ account: <Ltr>{maskAccount(account)}</Ltr> }} />
				</p>
				<CodeInput name="code" value={state.code} onChange={(code) => dispatch({ type: 'edit-code', code })} />
				<div className={styles.row}>
					<TextField
						className={styles.grow}
						name="firstName"
						label={intl.formatMessage({ id: 'auth.firstName' })}
						autoComplete="given-name"
						maxLength={50}
					/>
					<TextField
						className={styles.grow}
						name="lastName"
						label={intl.formatMessage({ id: 'auth.lastName' })}
						autoComplete="family-name"
						maxLength={50}
					/>
				</div>
				<PasswordField
					name="password"
					labelId="auth.password.label"
					autoComplete="new-password"
					state={state}
					dispatch={dispatch}
					error={fieldError(errors, 'password')}
				/>
				<PasswordField
					name="confirmPassword"
					labelId="auth.password.confirm"
					autoComplete="new-password"
					state={state}
					dispatch={dispatch}
					error={fieldError(errors, 'confirmPassword')}
				/>
				<TermsNotice />
				<FormErrors errors={errors} fields={['', 'code']} />
				<Button type="submit" fullWidth size="large" loading={busy}>
					<FormattedMessage id="auth.register.submit" />
				</Button>
			</fetcher.Form>
			<div className={styles.links}>
				<ResendCode fetcher={fetcher} state={state} busy={busy} purpose="register" />
			</div>
		</>
	)
}
