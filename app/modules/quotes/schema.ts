import { z } from 'zod'
import { toAsciiDigits } from '#app/modules/auth/rules.ts'
import { CLIENT_ID_PATTERN, createClientId } from '#app/modules/chat/chat-limits.ts'
import {
	QUOTE_DEFAULT_VALID_DAYS,
	QUOTE_MAX_LEAD_TIME_DAYS,
	QUOTE_MAX_MIN_QUANTITY,
	QUOTE_MAX_UNIT_PRICE,
	QUOTE_MAX_VALID_DAYS,
	QUOTE_SPECIFICATION_MAX_LENGTH,
	QUOTE_TITLE_MAX_LENGTH,
} from './quote-view.ts'

/**
 * The staff console's "send quote" form (works without JavaScript). Numbers may be typed with Arabic-Indic digits
 * and thousands separators; every refusal is a message id next to its field.
 */

const ID = /^[A-Za-z0-9_-]{1,64}$/

/** A whole number as typed ("١٢٬٥٠٠", "12,500", "12500"); empty is missing; anything else is not a number. */
function wholeNumber(missingId: string, { min, max }: { min: number; max: number }) {
	return z
		.string({ message: missingId })
		.transform((value, context) => {
			const text = toAsciiDigits(value).replace(/[\s,.\u066c\u066b']/g, '')
			if (text === '') {
				context.addIssue({ code: 'custom', message: missingId })
				return z.NEVER
			}
			if (!/^\d{1,10}$/.test(text)) {
				context.addIssue({ code: 'custom', message: 'quote.error.number' })
				return z.NEVER
			}
			return Number(text)
		})
		.pipe(z.number().min(min, 'quote.error.range').max(max, 'quote.error.range'))
}

export const QuoteFormSchema = z
	.object({
		intent: z.literal('quote'),
		clientId: z
			.string()
			.regex(CLIENT_ID_PATTERN)
			.catch(() => createClientId()),
		itemKind: z.enum(['catalogue', 'custom'], { message: 'quote.error.item' }),
		skuId: z.string().trim().regex(ID).optional().catch(undefined),
		title: z.string().trim().max(QUOTE_TITLE_MAX_LENGTH, 'quote.error.titleTooLong').optional(),
		specification: z.string().trim().max(QUOTE_SPECIFICATION_MAX_LENGTH, 'quote.error.specificationTooLong').default(''),
		unitPrice: wholeNumber('quote.error.unitPrice', { min: 1, max: QUOTE_MAX_UNIT_PRICE }),
		minQuantity: wholeNumber('quote.error.minQuantity', { min: 1, max: QUOTE_MAX_MIN_QUANTITY }),
		leadTimeDays: wholeNumber('quote.error.leadTime', { min: 0, max: QUOTE_MAX_LEAD_TIME_DAYS }),
		freightEstimate: wholeNumber('quote.error.freight', { min: 0, max: QUOTE_MAX_UNIT_PRICE }),
		validDays: wholeNumber('quote.error.validDays', { min: 1, max: QUOTE_MAX_VALID_DAYS }).catch(QUOTE_DEFAULT_VALID_DAYS),
		inquiryId: z
			.string()
			.trim()
			.optional()
			.transform((value) => (value && ID.test(value) ? value : null)),
	})
	.superRefine((value, context) => {
		if (value.itemKind === 'catalogue' && !value.skuId) context.addIssue({ code: 'custom', path: ['skuId'], message: 'quote.error.pickSku' })
		if (value.itemKind === 'custom' && !value.title) context.addIssue({ code: 'custom', path: ['title'], message: 'quote.error.title' })
	})

export type QuoteForm = z.infer<typeof QuoteFormSchema>
export type QuoteFormErrors = Partial<
	Record<
		| 'itemKind'
		| 'skuId'
		| 'title'
		| 'specification'
		| 'unitPrice'
		| 'minQuantity'
		| 'leadTimeDays'
		| 'freightEstimate'
		| 'validDays'
		| 'inquiryId'
		| 'form',
		string
	>
>

/** The form's errors by field (the first per field), from a failed parse. */
export function quoteFormErrors(error: z.ZodError): QuoteFormErrors {
	const errors: Record<string, string> = {}
	for (const issue of error.issues) {
		const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form'
		errors[field] ??= issue.message.includes('.') ? issue.message : 'error.http.400'
	}
	return errors
}

export const WithdrawQuoteSchema = z.object({ intent: z.literal('withdrawQuote'), quoteId: z.string().trim().regex(ID) })
