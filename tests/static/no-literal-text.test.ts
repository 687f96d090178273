import ts from 'typescript'
import { expect, test } from 'vitest'
import { sourceFiles } from './source-files.ts'

/**
 * Every word a buyer reads is a message id (DESIGN.md section 5). This walks the
 * JSX of the app and the design system and fails on literal text: text children,
 * and string literals in the attributes people read or hear.
 */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'description', 'heading'])
const HAS_WORDS = /\p{L}{2,}/u

export function findLiteralText(fileName: string, text: string): string[] {
	const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
	const found: string[] = []
	const where = (node: ts.Node) => `${fileName}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
	const visit = (node: ts.Node) => {
		if (ts.isJsxText(node) && HAS_WORDS.test(node.text)) {
			found.push(`${where(node)}: ${node.text.trim()}`)
		}
		if (ts.isJsxAttribute(node) && node.initializer && READ_ATTRIBUTES.has(node.name.getText(sourceFile))) {
			const value = ts.isStringLiteral(node.initializer)
				? node.initializer.text
				: ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression)
					? node.initializer.expression.text
					: null
			if (value && HAS_WORDS.test(value)) found.push(`${where(node)}: ${node.name.getText(sourceFile)}="${value}"`)
		}
		ts.forEachChild(node, visit)
	}
	visit(sourceFile)
	return found
}

test('no user-visible literal text in JSX', () => {
	const offenders = sourceFiles(/^(app|design-system\/src)\/.*\.tsx$/)
		.filter(({ file }) => !/\.(test|stories)\.tsx$/.test(file))
		.flatMap(({ file, text }) => findLiteralText(file, text))
	expect(offenders).toEqual([])
})

test('the check catches literal text and spares message ids', () => {
	const sample = `export const A = () => <p title="Hello there">مرحبا <FormattedMessage id="home.title" /> {name}</p>`
	expect(findLiteralText('sample.tsx', sample)).toEqual(['sample.tsx:1: title="Hello there"', 'sample.tsx:1: مرحبا'])
})
