/**
 * How search reads text, in one place: the product documents are built with these functions and every
 * query goes through the same ones, so a word matches whichever way a buyer types it.
 *
 * Buyers in Iraq type Arabic on Arabic, Kurdish (Sorani) and Persian keyboards, which produce different
 * code points for what a reader sees as one letter; they add or drop hamza, tashkeel and tatweel; they type
 * digits as ٠١٢ or ۰۱۲ or 012; and they paste text from apps that use presentation forms. Every fold below
 * maps such variants to one spelling. Folding is one-way and lossy on purpose: it only ever decides what
 * counts as the same word, never what a buyer sees.
 */

/**
 * Letters folded to one Arabic letter, with the reason for each. Both sides (documents and queries) are
 * folded the same way, so an exact spelling still matches itself; the folds only add matches.
 */
const LETTER_FOLDS: ReadonlyArray<readonly [string, string]> = [
	// Alef with hamza above/below, with madda, and wasla: Arabic writers drop or misplace hamza on alef
	// ("احمر" for "أحمر"), and most searches are typed without it.
	['أ', 'ا'],
	['إ', 'ا'],
	['آ', 'ا'],
	['ٱ', 'ا'],
	['ٲ', 'ا'],
	['ٳ', 'ا'],
	// Alef maqsura is written as dotless ya at word ends; Egyptian and Iraqi usage mixes the two ("علي/على").
	['ى', 'ي'],
	// Farsi/Kurdish ya (U+06CC) is what Kurdish and Persian keyboards type for ي; Sorani ێ and ې are ya with
	// a vowel mark that an Arabic keyboard cannot type.
	['ی', 'ي'],
	['ێ', 'ي'],
	['ې', 'ي'],
	// Ya with hamza: often typed as plain ya ("مسايي"), and Sorani uses ئ as a vowel carrier at word start.
	['ئ', 'ي'],
	// Keheh (U+06A9) is the kaf of Kurdish and Persian keyboards ("کوب" for "كوب").
	['ک', 'ك'],
	// Teh marbuta is often typed as heh ("غلايه"), and Kurdish ە (ae), heh doachashmee ھ and heh goal ہ are
	// what Kurdish, Persian and Urdu keyboards type for ه.
	['ة', 'ه'],
	['ە', 'ه'],
	['ھ', 'ه'],
	['ہ', 'ه'],
	// Sorani letters an Arabic keyboard lacks: ڕ (trilled r), ڵ (velar l), ۆ (o), ۊ/ۋ (w variants).
	['ڕ', 'ر'],
	['ڵ', 'ل'],
	['ۆ', 'و'],
	['ۊ', 'و'],
	['ۋ', 'و'],
	// Waw with hamza: usually typed as plain waw ("مسوول").
	['ؤ', 'و'],
	// Letters for sounds Arabic lacks (p, g, ch, zh, v). On an Arabic keyboard Iraqis write them with the
	// nearest Arabic letter: پ→ب, گ→ك, چ→ج, ژ→ز, ڤ→ف ("باور بانك" for "پاوەر بانک").
	['پ', 'ب'],
	['گ', 'ك'],
	['چ', 'ج'],
	['ژ', 'ز'],
	['ڤ', 'ف'],
]

const FOLD_MAP = new Map<string, string>(LETTER_FOLDS)
const FOLD_PATTERN = new RegExp(`[${LETTER_FOLDS.map(([from]) => from).join('')}]`, 'gu')

/**
 * Marks that change nothing a search should care about: tashkeel (fathatan … sukun and the rest of
 * U+064B–065F), superscript alef (U+0670), tatweel (U+0640, the stretching bar), Quranic annotation signs,
 * and invisible formatting characters (zero-width joiners, direction marks, BOM) that pasted text carries.
 */
// The class lists combining marks on purpose: each is removed on its own.
// eslint-disable-next-line no-misleading-character-class
const IGNORED_MARKS = /[\u064B-\u065F\u0670\u0640\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\p{Cf}]/gu

/** Arabic-Indic (U+0660–0669) and Persian/Kurdish (U+06F0–06F9) digits, as typed on those keyboards. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/gu

function toAsciiDigit(digit: string) {
	const code = digit.codePointAt(0)!
	return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
}

/**
 * The text as search compares it: NFKC (presentation forms, full-width letters and ligatures become plain
 * letters), lower case, marks removed, letter variants folded, digits in ASCII, spaces collapsed.
 * Punctuation stays; `tokenize` drops it.
 */
export function normalizeSearchText(text: string): string {
	return text
		.normalize('NFKC')
		.toLowerCase()
		.replace(IGNORED_MARKS, '')
		.replace(FOLD_PATTERN, (letter) => FOLD_MAP.get(letter) ?? letter)
		.replace(EASTERN_DIGITS, toAsciiDigit)
		.replace(/\s+/gu, ' ')
		.trim()
}

/**
 * Han, kana and Hangul: scripts written without spaces between words. Search splits their runs into
 * overlapping pairs of characters (bigrams), so "炸锅" finds "空气炸锅" without a word dictionary.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC]+/gu
/** A word: letters, digits and the combining marks of scripts that need them (after normalisation). */
const WORD = /[\p{L}\p{N}\p{M}]+/gu

export function isCjk(token: string) {
	return CJK.test(token)
}

/** Overlapping two-character pieces of a CJK run; a single character stays as it is. */
export function cjkBigrams(run: string): string[] {
	const chars = [...run]
	if (chars.length < 2) return chars
	const pairs: string[] = []
	for (let index = 0; index < chars.length - 1; index++) pairs.push(chars[index]! + chars[index + 1]!)
	return pairs
}

/** Words of normalised text, with CJK runs cut out of them ("led灯泡" → "led", "灯泡"). */
function words(normalized: string): Array<{ text: string; cjk: boolean }> {
	const out: Array<{ text: string; cjk: boolean }> = []
	for (const [word] of normalized.matchAll(WORD)) {
		let last = 0
		for (const match of word.matchAll(CJK_RUN)) {
			if (match.index > last) out.push({ text: word.slice(last, match.index), cjk: false })
			out.push({ text: match[0], cjk: true })
			last = match.index + match[0].length
		}
		if (last < word.length) out.push({ text: word.slice(last), cjk: false })
	}
	return out
}

/**
 * The search tokens of a text, in order: words of letters and digits (punctuation and emoji dropped), with
 * CJK runs as overlapping bigrams (a lone CJK character stays a unigram). Normalises first.
 */
export function tokenize(text: string): string[] {
	const tokens: string[] = []
	for (const word of words(normalizeSearchText(text))) {
		if (word.cjk) tokens.push(...cjkBigrams(word.text))
		else tokens.push(word.text)
	}
	return tokens
}

/**
 * Proclitics glued to Arabic words: "و" (and), "ال" (the) and their combinations with ب/ك/ف/ل
 * ("والبطارية", "بالجملة", "للأطفال"). Longest first. A word keeps at least three letters after stripping.
 */
const ARABIC_PROCLITICS = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و'] as const
const ARABIC_LETTERS = /^[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF]+$/u

/** The word without a leading article or conjunction, or null when there is none to strip. */
export function stripArabicProclitic(token: string): string | null {
	if (!ARABIC_LETTERS.test(token)) return null
	for (const prefix of ARABIC_PROCLITICS) {
		if (token.startsWith(prefix) && token.length - prefix.length >= 3) return token.slice(prefix.length)
	}
	return null
}

/**
 * Tokens that the product document adds to `tokenize` so more spellings find it, deduplicated in order:
 * - every CJK character on its own as well, so a one-character query ("锅") finds "炸锅";
 * - words joined by a hyphen or apostrophe, also written together ("t-shirt" → "tshirt", "women's" → "womens");
 * - words mixing letters and digits, also split ("128gb" → "128", "gb"), so "128 GB" and "128GB" both match;
 * - Arabic words without their article or conjunction ("والبطارية" → "بطاريه").
 */
export function documentTokens(text: string): string[] {
	const normalized = normalizeSearchText(text)
	const out = new Set<string>()
	for (const word of words(normalized)) {
		if (word.cjk) {
			for (const pair of cjkBigrams(word.text)) out.add(pair)
			for (const char of word.text) out.add(char)
			continue
		}
		out.add(word.text)
		const stripped = stripArabicProclitic(word.text)
		if (stripped) out.add(stripped)
		const parts = word.text.match(/\p{N}+|[^\p{N}]+/gu) ?? []
		if (parts.length > 1) for (const part of parts) out.add(part)
	}
	// "t-shirt", "women's": the pieces are words above; the joined form is added here. Not for codes with
	// digits ("KT-2204"): queries split letters from digits instead (search-query.ts), and a joined form per
	// product would make every code a lexeme of its own that a prefix query has to scan.
	for (const [compound] of normalized.matchAll(/\p{L}+(?:['’\-‐]\p{L}+)+/gu)) {
		if (isCjk(compound)) continue
		out.add(compound.replace(/['’\-‐]/gu, ''))
	}
	return [...out]
}
