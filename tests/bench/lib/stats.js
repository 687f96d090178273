export function median(values) {
	const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
	if (sorted.length === 0) return NaN
	const mid = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export function round(value, digits = 1) {
	if (!Number.isFinite(value)) return value
	const f = 10 ** digits
	return Math.round(value * f) / f
}
