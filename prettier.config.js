// The house style the code was written in (docs/decisions/021-lint-format-and-layers.md).
export default {
	useTabs: true,
	semi: false,
	singleQuote: true,
	printWidth: 150,
	trailingComma: 'all',
	arrowParens: 'always',
}
