import { expect, test } from 'vitest'
import { coalescedWrites } from './coalesced-writes.server.ts'

const read = (stream: NodeJS.ReadableStream) =>
	new Promise<Buffer[]>((resolve) => {
		const chunks: Buffer[] = []
		stream.on('data', (chunk: Buffer) => chunks.push(chunk))
		stream.on('end', () => resolve(chunks))
	})

test('what is written in one go leaves as one chunk, in order; what comes later (a deferred part) follows as its own', async () => {
	const stream = coalescedWrites()
	const chunks = read(stream)
	for (const piece of ['<html>', '<body>', 'دجلة']) stream.write(Buffer.from(piece))
	await new Promise((resolve) => setImmediate(resolve))
	stream.write(Buffer.from('<script>later</script>'))
	stream.end(Buffer.from('</body></html>'))
	const received = await chunks
	expect(received.map(String)).toEqual(['<html><body>دجلة', '<script>later</script></body></html>'])
})
