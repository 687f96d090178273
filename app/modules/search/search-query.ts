import { isCjk, stripArabicProclitic, tokenize } from './normalize.ts'

/**
 * What a keyword becomes before it reaches the database: a few terms, each with the spellings that count
 * as that word, rendered as tsquery text over the lexemes that `documentTokens` put in the documents.
 * Pure functions, so every rule here has a test beside it.
 */

/** Longer keywords are cut to this many characters for searching (the input keeps the whole text). */
export const MAX_QUERY_LENGTH = 100
/** Words beyond this many are ignored: a product title rarely needs more to be found. */
export const MAX_QUERY_TERMS = 8

/** One way to spell a term: lexemes that must all be in the document (more than one for a split compound). */
export type TermAlternative = { lexemes: string[]; prefix: boolean }

export type QueryTerm = {
	/** The token as typed, normalised. */
	token: string
	alternatives: TermAlternative[]
}

/** The first MAX_QUERY_LENGTH characters (code points, so no emoji or letter is cut in half). */
export function clipKeyword(keyword: string) {
	const chars = [...keyword.trim()]
	return chars.length > MAX_QUERY_LENGTH ? chars.slice(0, MAX_QUERY_LENGTH).join('') : keyword.trim()
}

/**
 * English plurals typed where the title has the singular ("kettles", "boxes", "batteries"). Titles in the
 * plural are already found by prefix ("sneaker" → "sneakers").
 */
export function englishSingulars(token: string): string[] {
	if (!/^[a-z]{4,}$/.test(token)) return []
	if (token.endsWith('ies') && token.length >= 5) return [`${token.slice(0, -3)}y`]
	if (/(?:s|x|z|ch|sh)es$/.test(token)) return [token.slice(0, -2)]
	if (token.endsWith('s') && !/(?:ss|us|is)$/.test(token)) return [token.slice(0, -1)]
	return []
}

/**
 * Whether longer words that start with the token also match it. Yes for words being typed ("kett" →
 * "kettle"); no for one- and two-letter words, CJK pieces (documents hold every CJK character and pair already) and
 * short numbers, which are sizes and capacities ("28" must not find "280").
 */
function matchesPrefix(token: string) {
	if (isCjk(token)) return false
	if (/^\d+$/.test(token)) return token.length >= 4
	return [...token].length >= 3
}

/** The terms of a keyword: its first MAX_QUERY_TERMS distinct tokens, each with its spellings. */
export function searchTerms(keyword: string): QueryTerm[] {
	const tokens = [...new Set(tokenize(clipKeyword(keyword)))].slice(0, MAX_QUERY_TERMS)
	return tokens.map((token) => {
		const prefix = matchesPrefix(token)
		const spellings = [token, stripArabicProclitic(token), ...englishSingulars(token)].filter((form): form is string => Boolean(form))
		const alternatives: TermAlternative[] = [...new Set(spellings)].map((form) => ({ lexemes: [form], prefix }))
		// Letters and digits typed together ("kt2204", "128gb") also match them written apart ("KT-2204", "128 GB").
		const parts = token.match(/\p{N}+|[^\p{N}]+/gu) ?? []
		if (parts.length > 1 && !isCjk(token)) alternatives.push({ lexemes: parts, prefix: false })
		return { token, alternatives }
	})
}

/** A lexeme quoted for tsvector and tsquery input: single quotes doubled, backslashes escaped. */
export function quoteLexeme(lexeme: string) {
	return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`
}

/** Marks lexemes that come from category names in the documents (search-index.server.ts); tokens never contain it. */
export const CATEGORY_MARK = '#'

export type MatchOptions = {
	/**
	 * Whole words of titles, codes and attributes only (the first tier of relevance). Otherwise words may
	 * also be the start of longer words, and category names count too ("shoes" finds the shoe category).
	 */
	exact?: boolean
}

/** tsquery text for one term: any of its alternatives. */
export function termQuery(term: QueryTerm, { exact = false }: MatchOptions = {}) {
	const alternatives = term.alternatives.flatMap(({ lexemes, prefix }) => {
		const star = prefix && !exact ? ':*' : ''
		if (lexemes.length > 1) return [`(${lexemes.map((lexeme) => quoteLexeme(lexeme)).join(' & ')})`]
		const own = `${quoteLexeme(lexemes[0]!)}${star}`
		return exact ? [own] : [own, `${quoteLexeme(`${CATEGORY_MARK}${lexemes[0]!}`)}${star}`]
	})
	return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`
}

/** tsquery text: every term. */
export function allTermsQuery(terms: readonly QueryTerm[], options?: MatchOptions) {
	return terms.map((term) => termQuery(term, options)).join(' & ')
}

function combinations<T>(items: readonly T[], size: number): T[][] {
	if (size === 0) return [[]]
	if (items.length < size) return []
	const [first, ...rest] = items as [T, ...T[]]
	return [...combinations(rest, size - 1).map((combo) => [first, ...combo]), ...combinations(rest, size)]
}

/** tsquery text: at least `count` of the terms (for a partial match when no product has every word). */
export function atLeastQuery(terms: readonly QueryTerm[], count: number, options?: MatchOptions) {
	if (count >= terms.length) return allTermsQuery(terms, options)
	return combinations(terms, count)
		.map((combo) => `(${allTermsQuery(combo, options)})`)
		.join(' | ')
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), over code points: how many
 * keystrokes apart two words are. "kettel" → "kettle" is 1.
 */
export function editDistance(a: string, b: string): number {
	const x = [...a]
	const y = [...b]
	const rows = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
	for (let i = 1; i <= x.length; i++) {
		for (let j = 1; j <= y.length; j++) {
			const cost = x[i - 1] === y[j - 1] ? 0 : 1
			let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
			if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1)
			rows[i]![j] = best
		}
	}
	return rows[x.length]![y.length]!
}

/** How many typos a word of this length may carry and still be corrected: 1 up to 5 letters, then 2. */
export function allowedTypos(token: string) {
	const length = [...token].length
	if (length < 3) return 0
	return length <= 5 ? 1 : 2
}

/**
 * The closest of `candidates` (words from the catalogue, scored by trigram similarity to `token` or by how
 * common they are): those within the allowed typos, fewest typos first, then best score; at most `limit`.
 */
export function pickCorrections(token: string, candidates: ReadonlyArray<{ word: string; score: number }>, limit = 3): string[] {
	const allowed = allowedTypos(token)
	if (allowed === 0) return []
	const length = [...token].length
	const best = new Map<string, { word: string; score: number; distance: number }>()
	for (const candidate of candidates) {
		if (candidate.word === token || isCjk(candidate.word) || Math.abs([...candidate.word].length - length) > allowed) continue
		const distance = editDistance(token, candidate.word)
		if (distance > allowed) continue
		const known = best.get(candidate.word)
		if (!known || known.score < candidate.score) best.set(candidate.word, { ...candidate, distance })
	}
	const scored = [...best.values()]
	if (scored.length === 0) return []
	const fewest = Math.min(...scored.map((candidate) => candidate.distance))
	return scored
		.filter((candidate) => candidate.distance === fewest)
		.sort((a, b) => b.score - a.score || a.word.localeCompare(b.word))
		.slice(0, limit)
		.map((candidate) => candidate.word)
}

/** Ways to cut a run-together word into two ("airfryer" → "air" + "fryer"), each part at least 2 letters. */
export function compoundSplits(token: string): Array<[string, string]> {
	const chars = [...token]
	if (chars.length < 5 || isCjk(token) || /^\d+$/.test(token)) return []
	const splits: Array<[string, string]> = []
	for (let cut = 2; cut <= chars.length - 2; cut++) splits.push([chars.slice(0, cut).join(''), chars.slice(cut).join('')])
	return splits
}

/** How common words are, from PostgreSQL's statistics of the document vectors (pg_stats most_common_elems). */
export type LexemeStats = {
	/** Documents in the table (pg_class.reltuples). */
	documents: number
	/** Share of documents holding each of the most common lexemes (about the thousand most common). */
	frequencies: ReadonlyMap<string, number>
}
