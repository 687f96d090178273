import { describe, expect, test } from 'vitest'
import {
	allTermsQuery,
	atLeastQuery,
	clipKeyword,
	compoundSplits,
	editDistance,
	englishSingulars,
	MAX_QUERY_LENGTH,
	MAX_QUERY_TERMS,
	pickCorrections,
	searchTerms,
	termQuery,
} from './search-query.ts'

describe('searchTerms', () => {
	test('reads a keyword as normalised words with their spellings', () => {
		expect(searchTerms('Electric Kettles')).toEqual([
			{ token: 'electric', alternatives: [{ lexemes: ['electric'], prefix: true }] },
			{
				token: 'kettles',
				alternatives: [
					{ lexemes: ['kettles'], prefix: true },
					{ lexemes: ['kettle'], prefix: true },
				],
			},
		])
	})

	test('also looks for an Arabic word without its article', () => {
		expect(searchTerms('الهاتف')[0]!.alternatives.map((alternative) => alternative.lexemes[0])).toEqual(['الهاتف', 'هاتف'])
	})

	test('matches Chinese pieces, short words and short numbers whole, long numbers and words by prefix', () => {
		const prefix = (keyword: string) => searchTerms(keyword).map((term) => [term.token, term.alternatives[0]!.prefix])
		expect(prefix('炸锅 tv 28 004217 kett')).toEqual([
			['炸锅', false],
			['tv', false],
			['28', false],
			['004217', true],
			['kett', true],
		])
	})

	test('letters and digits typed together also match them written apart', () => {
		expect(searchTerms('bench000042')[0]!.alternatives).toEqual([
			{ lexemes: ['bench000042'], prefix: true },
			{ lexemes: ['bench', '000042'], prefix: false },
		])
	})

	test('ignores repeated words and keeps at most eight', () => {
		expect(searchTerms('red red kettle').map((term) => term.token)).toEqual(['red', 'kettle'])
		expect(searchTerms('a b c d e f g h i j k')).toHaveLength(MAX_QUERY_TERMS)
	})

	test('has no terms for emoji or punctuation only', () => {
		expect(searchTerms('🔥🔥 !!')).toEqual([])
	})
})

test('clipKeyword keeps the first hundred characters without cutting an emoji in half', () => {
	expect([...clipKeyword('😀'.repeat(150))]).toHaveLength(MAX_QUERY_LENGTH)
	expect(clipKeyword('  kettle  ')).toBe('kettle')
	expect(clipKeyword('a'.repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH)
})

test('englishSingulars', () => {
	expect(englishSingulars('kettles')).toEqual(['kettle'])
	expect(englishSingulars('batteries')).toEqual(['battery'])
	expect(englishSingulars('boxes')).toEqual(['box'])
	expect(englishSingulars('glasses')).toEqual(['glass'])
	expect(englishSingulars('dress')).toEqual([])
	expect(englishSingulars('bus')).toEqual([])
})

describe('tsquery text', () => {
	const [red, kettle] = searchTerms('red kettles') as [ReturnType<typeof searchTerms>[number], ReturnType<typeof searchTerms>[number]]

	test('broad (prefix, category names too) and exact forms', () => {
		expect(termQuery(kettle)).toBe("('kettles':* | '#kettles':* | 'kettle':* | '#kettle':*)")
		expect(termQuery(kettle, { exact: true })).toBe("('kettles' | 'kettle')")
		expect(allTermsQuery([red, kettle], { exact: true })).toBe("'red' & ('kettles' | 'kettle')")
	})

	test('a split compound needs both of its words', () => {
		expect(termQuery({ token: 'airfryer', alternatives: [{ lexemes: ['air', 'fryer'], prefix: false }] })).toBe("('air' & 'fryer')")
	})

	test('at least n of the terms', () => {
		const terms = searchTerms('red steel kettle')
		expect(atLeastQuery(terms, 2, { exact: true })).toBe("('red' & 'steel') | ('red' & 'kettle') | ('steel' & 'kettle')")
		expect(atLeastQuery(terms, 3)).toBe(allTermsQuery(terms))
	})

	test('quotes are escaped', () => {
		expect(termQuery({ token: "o'k", alternatives: [{ lexemes: ["o'k\\"], prefix: false }] }, { exact: true })).toBe("'o''k\\\\'")
	})
})

describe('corrections', () => {
	test('editDistance counts a swapped pair of letters as one typo', () => {
		expect(editDistance('kettel', 'kettle')).toBe(1)
		expect(editDistance('snekers', 'sneakers')).toBe(1)
		expect(editDistance('سماعت', 'سماعات')).toBe(1)
		expect(editDistance('abc', 'abc')).toBe(0)
	})

	test('pickCorrections prefers the fewest typos, then the most similar word', () => {
		const candidates = [
			{ word: 'kettle', score: 0.4 },
			{ word: 'kestrel', score: 0.3 },
			{ word: 'settle', score: 0.35 },
			{ word: 'bottle', score: 0.2 },
		]
		expect(pickCorrections('kettel', candidates)).toEqual(['kettle'])
		expect(pickCorrections('ab', candidates)).toEqual([])
		expect(pickCorrections('zzzzzz', candidates)).toEqual([])
	})

	test('compoundSplits cuts a run-together word into two parts', () => {
		expect(compoundSplits('airfryer')).toContainEqual(['air', 'fryer'])
		expect(compoundSplits('tv')).toEqual([])
		expect(compoundSplits('000042')).toEqual([])
	})
})
