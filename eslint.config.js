// ESLint for Dijla (flat config): the language rules of typescript-eslint, the rules of hooks and the
// accessibility rules of jsx-a11y. Formatting is Prettier's (prettier.config.js), not ESLint's.
// docs/decisions/021-lint-format-and-layers.md
import js from '@eslint/js'
import globals from 'globals'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{
		ignores: ['build/**', 'storybook-static/**', 'public/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'drizzle/**'],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
		languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
		rules: {
			// The rules of hooks. Not the React Compiler's rules that v7's preset adds (refs, set-state-in-effect,
			// purity, immutability, globals): the shop runs React 18 without the compiler (decision 021).
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'error',
			...jsxA11y.flatConfigs.recommended.rules,
			'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['Checkbox', 'Radio', 'Switch'], depth: 3 }],
		},
	},
	{
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
			],
			// A variable a closure reads before its one assignment cannot be const.
			'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
		},
	},
	{
		// Node scripts; the bench's page scripts run in the browser (page.evaluate), so they see both.
		files: ['**/*.{js,mjs}'],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
	},
	{
		// The service worker (decision 025): a worker's globals, not a window's.
		files: ['service-worker/**/*.js'],
		languageOptions: { globals: { ...globals.serviceworker } },
	},
	{
		files: ['**/*.cjs'],
		languageOptions: { sourceType: 'commonjs', globals: globals.node },
	},
)
