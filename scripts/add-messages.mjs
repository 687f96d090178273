#!/usr/bin/env node
// Adds or replaces messages in all four locale files at once.
// Usage: node scripts/add-messages.mjs messages.json
// where messages.json is { "search.title": { "ar": "…", "ckb": "…", "en": "…", "zh": "…" }, … }.
// Keys keep their order; new keys are appended. Run it under `flock locales/.lock` when several
// people (or agents) edit the locale files at once.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const LOCALES = ['ar', 'ckb', 'en', 'zh']
const source = process.argv[2]
if (!source) {
	console.error('usage: node scripts/add-messages.mjs messages.json')
	process.exit(2)
}
const additions = JSON.parse(readFileSync(source, 'utf8'))
for (const [id, texts] of Object.entries(additions)) {
	const missing = LOCALES.filter((locale) => typeof texts[locale] !== 'string' || texts[locale] === '')
	if (missing.length) {
		console.error(`${id}: missing ${missing.join(', ')}`)
		process.exit(1)
	}
}
for (const locale of LOCALES) {
	const file = fileURLToPath(new URL(`../locales/${locale}.json`, import.meta.url))
	const messages = JSON.parse(readFileSync(file, 'utf8'))
	for (const [id, texts] of Object.entries(additions)) messages[id] = texts[locale]
	writeFileSync(`${file}.tmp`, `${JSON.stringify(messages, null, '\t')}\n`)
	renameSync(`${file}.tmp`, file)
}
console.log(`${Object.keys(additions).length} messages written to ${LOCALES.join(', ')}`)
