import { shouldPolyfill as shouldPolyfillDateTimeFormat } from '@formatjs/intl-datetimeformat/should-polyfill.js'
import { shouldPolyfill as shouldPolyfillNumberFormat } from '@formatjs/intl-numberformat/should-polyfill.js'

/** Loads number and date formatting for `ckb` when the browser lacks it. */
export async function loadKurdishIntl() {
	const tasks: Array<Promise<unknown>> = []
	if (shouldPolyfillNumberFormat('ckb')) {
		tasks.push(import('@formatjs/intl-numberformat/polyfill-force.js').then(() => import('@formatjs/intl-numberformat/locale-data/ckb.js')))
	}
	if (shouldPolyfillDateTimeFormat('ckb')) {
		tasks.push(
			import('@formatjs/intl-datetimeformat/polyfill-force.js').then(() =>
				Promise.all([import('@formatjs/intl-datetimeformat/locale-data/ckb.js'), import('./baghdad-time-zone.client.ts')]),
			),
		)
	}
	await Promise.all(tasks)
}
