/**
 * The readable reference of the app's API, served by the shop itself (no outside script or stylesheet): one
 * plain HTML page rendered from the OpenAPI document, so it can never say something the document does not. It
 * is for the app's developers and, like the document, in English.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Doc = { info: { title: string; version: string; description?: string }; paths?: Record<string, unknown>; components?: unknown }

function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** `$ref`s as links to the schema's section, the rest as indented JSON. */
function schemaHtml(schema: unknown): string {
	const json = JSON.stringify(schema, null, 2) ?? ''
	return escapeHtml(json).replace(
		/&#34;\$ref&#34;: &#34;#\/components\/schemas\/([A-Za-z0-9_.-]+)&#34;/g,
		(_match, name: string) => `&#34;$ref&#34;: <a href="#schema-${name}">${name}</a>`,
	)
}

export function renderReference(document: Doc): string {
	const paths = (document.paths ?? {}) as Record<
		string,
		Record<string, { summary?: string; description?: string; tags?: string[] } & Record<string, Json>>
	>
	const byTag = new Map<
		string,
		Array<{ path: string; method: string; operation: Record<string, Json> & { summary?: string; description?: string } }>
	>()
	for (const [path, item] of Object.entries(paths)) {
		for (const [method, operation] of Object.entries(item)) {
			const tag = operation.tags?.[0] ?? 'other'
			byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method: method.toUpperCase(), operation }])
		}
	}
	const schemas = ((document.components as { schemas?: Record<string, unknown> } | undefined)?.schemas ?? {}) as Record<string, unknown>
	const sections = [...byTag.entries()]
		.map(([tag, operations]) => {
			const items = operations
				.map(({ path, method, operation }) => {
					const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-')
					const body = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']
						?.schema
					const query = (
						(operation.parameters as Array<{ in: string; name: string; required?: boolean; schema?: unknown }> | undefined) ?? []
					).filter((parameter) => parameter.in === 'query')
					const responses = Object.entries(
						(operation.responses ?? {}) as Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>,
					)
					return `<section class="op" id="${id}">
<h3><span class="method ${method.toLowerCase()}">${method}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary ?? '')}</p><p class="muted">${escapeHtml(operation.description ?? '')}</p>
${query.length ? `<h4>Query</h4><ul>${query.map((parameter) => `<li><code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' (required)' : ''}: <code>${escapeHtml(JSON.stringify(parameter.schema))}</code></li>`).join('')}</ul>` : ''}
${body ? `<h4>Body (application/json)</h4><pre>${schemaHtml(body)}</pre>` : ''}
<h4>Answers</h4><ul>${responses.map(([status, response]) => `<li><b>${escapeHtml(status)}</b> ${escapeHtml(response.description ?? '')}${status === '200' ? `<pre>${schemaHtml(response.content?.['application/json']?.schema)}</pre>` : ''}</li>`).join('')}</ul>
</section>`
				})
				.join('\n')
			return `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>\n${items}`
		})
		.join('\n')
	const toc = [...byTag.keys()].map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join(' · ')
	const schemaSections = Object.entries(schemas)
		.map(
			([name, schema]) =>
				`<section id="schema-${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code></h3><pre>${schemaHtml(schema)}</pre></section>`,
		)
		.join('\n')
	return `<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px;line-height:1.45;color:#1b1b1f}pre{background:#f4f4f6;padding:8px;overflow:auto;font-size:12px}.op{border-block-start:1px solid #ddd;padding-block:8px}.method{display:inline-block;min-width:3.5em;padding:2px 6px;border-radius:4px;color:#fff;font-size:12px;text-align:center}.get{background:#1f6f43}.post{background:#1e4f9a}.muted{color:#555}code{font-size:13px}</style>
</head><body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1)</p>
<nav>${toc} · <a href="#schemas">schemas</a></nav>
${sections}
<h2 id="schemas">Schemas</h2>
${schemaSections}
</body></html>`
}
