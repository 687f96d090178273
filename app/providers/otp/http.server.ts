import { DeliveryError, isRetryableStatus, type OtpChannel } from './code-sender.ts'

export type PostJsonOptions = {
	channel: OtpChannel
	/** Who we talk to, for error messages ("WhatsApp Cloud API", "SMS gateway"). */
	service: string
	url: string
	token: string
	body: unknown
	timeoutMs?: number
	fetch?: typeof fetch
}

/**
 * POST a JSON body with a bearer token and return the parsed JSON answer. Network failures, timeouts and
 * non-2xx answers become DeliveryError; the body of an error answer is passed to `describeError` for the message.
 */
export async function postJson(
	options: PostJsonOptions,
	describeError: (payload: unknown) => { message?: string; providerCode?: string } = () => ({}),
): Promise<unknown> {
	const doFetch = options.fetch ?? fetch
	let response: Response
	try {
		response = await doFetch(options.url, {
			method: 'POST',
			headers: {
				authorization: `Bearer ${options.token}`,
				'content-type': 'application/json',
				accept: 'application/json',
			},
			body: JSON.stringify(options.body),
			signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
		})
	} catch (error) {
		const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
		throw new DeliveryError(`${options.service}: ${timedOut ? 'no answer in time' : 'could not connect'}`, {
			channel: options.channel,
			retryable: true,
			cause: error,
		})
	}

	const raw = await response.text().catch(() => '')
	let payload: unknown = null
	if (raw) {
		try {
			payload = JSON.parse(raw)
		} catch {
			payload = null
		}
	}

	if (!response.ok) {
		const { message, providerCode } = describeError(payload)
		throw new DeliveryError(`${options.service} answered ${response.status}${message ? `: ${message}` : ''}`, {
			channel: options.channel,
			retryable: isRetryableStatus(response.status),
			status: response.status,
			providerCode,
		})
	}
	return payload
}
