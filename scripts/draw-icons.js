// Draws the installable shop's icons (issue 21) from one drawing: the Tigris as two waves over a shopping bag, in the
// brand colours (design-system tokens: brand #0B6E75, brandSoft #E3F3F3). Run once; the PNGs are committed in
// public/icons. `any` icons have rounded corners; the maskable one fills the square and keeps the drawing inside the
// 80% safe zone a launcher may crop to a circle.
import sharp from 'sharp'

const BRAND = '#0B6E75'
const WAVE = '#9FE3E8'

/** The drawing on a 512 canvas, scaled by `inset` (1 = to the edges' margin) around the centre. */
function drawing(inset) {
	return `<g transform="translate(256 256) scale(${inset}) translate(-256 -256)">
	<path d="M150 196h212l-18 214a24 24 0 0 1-24 22H192a24 24 0 0 1-24-22z" fill="#FFFFFF"/>
	<path d="M206 196v-28a50 50 0 0 1 100 0v28" fill="none" stroke="#FFFFFF" stroke-width="22" stroke-linecap="round"/>
	<path d="M184 300c24-26 48-26 72 0s48 26 72 0" fill="none" stroke="${BRAND}" stroke-width="20" stroke-linecap="round"/>
	<path d="M184 356c24-26 48-26 72 0s48 26 72 0" fill="none" stroke="${WAVE}" stroke-width="20" stroke-linecap="round"/>
</g>`
}

function svg({ maskable }) {
	const background = maskable ? `<rect width="512" height="512" fill="${BRAND}"/>` : `<rect width="512" height="512" rx="112" fill="${BRAND}"/>`
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}${drawing(maskable ? 0.78 : 1)}</svg>`
}

const out = new URL('../public/icons/', import.meta.url).pathname
await sharp(Buffer.from(svg({ maskable: false })))
	.resize(192, 192)
	.png({ compressionLevel: 9 })
	.toFile(`${out}icon-192.png`)
await sharp(Buffer.from(svg({ maskable: false })))
	.resize(512, 512)
	.png({ compressionLevel: 9 })
	.toFile(`${out}icon-512.png`)
await sharp(Buffer.from(svg({ maskable: true })))
	.resize(512, 512)
	.png({ compressionLevel: 9 })
	.toFile(`${out}maskable-512.png`)
await sharp(Buffer.from(svg({ maskable: true })))
	.resize(180, 180)
	.png({ compressionLevel: 9 })
	.toFile(`${out}apple-touch-icon.png`)
console.log('icons written to public/icons')
