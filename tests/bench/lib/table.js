// Prints result rows as a plain-text table.

export function formatValue(value) {
	if (typeof value !== 'number') return String(value ?? '')
	if (!Number.isFinite(value)) return 'n/a'
	if (Number.isInteger(value)) return String(value)
	const abs = Math.abs(value)
	return value.toFixed(abs >= 100 ? 0 : abs >= 10 ? 1 : 2)
}

/** @param {Array<{ part: string, metric: string, value: unknown, unit?: string, target?: string, ok?: boolean }>} rows */
export function renderTable(rows) {
	const header = ['part', 'metric', 'value', 'unit', 'target', 'ok']
	const body = rows.map((r) => [
		r.part,
		r.metric,
		formatValue(r.value),
		r.unit ?? '',
		r.target ?? '',
		r.ok === undefined ? '' : r.ok ? 'ok' : 'NOT OK',
	])
	const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)))
	const line = (cells) =>
		cells
			.map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
			.join('  ')
			.trimEnd()
	return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}
