import sharp from 'sharp'
import { type DrawingKey } from './vocabulary.ts'

/*
 * Product pictures drawn from SVG: a subject per product type in the SKU's colour, on a soft studio
 * gradient with a floor shadow and a small model-code label, rendered to WebP with sharp.
 * Every subject is drawn in a 600×600 box with the floor at y≈490.
 */

type Paint = {
	/** The main body fill (a gradient of the SKU colour). */
	body: string
	base: string
	light: string
	dark: string
}

const INK = '#2b2f36'
const METAL = 'url(#metal)'

function clamp(value: number) {
	return Math.max(0, Math.min(255, Math.round(value)))
}

function parseHex(hex: string): [number, number, number] {
	const value = Number.parseInt(hex.slice(1), 16)
	return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function toHex([r, g, b]: [number, number, number]) {
	return `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`
}

/** Mix a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number) {
	const rgb = parseHex(hex)
	const target = amount > 0 ? 255 : 0
	const k = Math.abs(amount)
	return toHex(rgb.map((v) => v + (target - v) * k) as [number, number, number])
}

function hsl(h: number, s: number, l: number) {
	return `hsl(${Math.round(h)} ${s}% ${l}%)`
}

const DRAW: Record<DrawingKey, (p: Paint) => string> = {
	phone: (p) => `
<g transform="rotate(-10 300 300) translate(-70 10)">
  <rect x="205" y="70" width="190" height="400" rx="32" fill="${p.body}"/>
  <rect x="225" y="92" width="84" height="84" rx="20" fill="${p.dark}"/>
  <circle cx="248" cy="115" r="16" fill="#111827"/><circle cx="286" cy="115" r="16" fill="#111827"/><circle cx="248" cy="153" r="16" fill="#111827"/>
  <circle cx="248" cy="115" r="7" fill="#334155"/><circle cx="286" cy="115" r="7" fill="#334155"/><circle cx="248" cy="153" r="7" fill="#334155"/>
</g>
<g transform="rotate(6 300 300) translate(70 20)">
  <rect x="205" y="70" width="190" height="400" rx="32" fill="${p.body}"/>
  <rect x="215" y="80" width="170" height="380" rx="24" fill="#0f141b"/>
  <rect x="221" y="86" width="158" height="368" rx="20" fill="url(#screen)"/>
  <rect x="276" y="94" width="48" height="12" rx="6" fill="#0f141b"/>
  <rect x="238" y="380" width="40" height="40" rx="10" fill="#ffffff" opacity=".35"/><rect x="290" y="380" width="40" height="40" rx="10" fill="#ffffff" opacity=".35"/>
</g>`,
	earbuds: (p) => `
<rect x="180" y="260" width="240" height="190" rx="84" fill="${p.body}"/>
<path d="M186 330 H414" stroke="${p.dark}" stroke-width="5"/>
<circle cx="300" cy="395" r="6" fill="#4ade80"/>
<g><ellipse cx="235" cy="170" rx="40" ry="46" fill="${p.body}"/><rect x="222" y="185" width="26" height="90" rx="13" fill="${p.body}"/><ellipse cx="222" cy="160" rx="16" ry="18" fill="${p.dark}"/></g>
<g><ellipse cx="365" cy="170" rx="40" ry="46" fill="${p.body}"/><rect x="352" y="185" width="26" height="90" rx="13" fill="${p.body}"/><ellipse cx="378" cy="160" rx="16" ry="18" fill="${p.dark}"/></g>`,
	powerbank: (p) => `
<rect x="195" y="100" width="210" height="380" rx="30" fill="${p.body}"/>
<rect x="211" y="116" width="178" height="348" rx="22" fill="none" stroke="${p.light}" stroke-width="4" opacity=".6"/>
<path d="M312 190 L268 280 H300 L284 360 L336 258 H304 Z" fill="${p.light}"/>
<circle cx="262" cy="420" r="7" fill="#38bdf8"/><circle cx="287" cy="420" r="7" fill="#38bdf8"/><circle cx="312" cy="420" r="7" fill="#38bdf8"/><circle cx="337" cy="420" r="7" fill="#cbd5e1"/>
<rect x="262" y="474" width="76" height="10" rx="5" fill="${INK}"/>`,
	headphones: (p) => `
<path d="M165 330 C165 120 435 120 435 330" fill="none" stroke="${p.dark}" stroke-width="28" stroke-linecap="round"/>
<path d="M185 300 C190 160 410 160 415 300" fill="none" stroke="${INK}" stroke-width="10" stroke-linecap="round" opacity=".5"/>
<rect x="130" y="280" width="92" height="160" rx="42" fill="${p.body}"/><rect x="378" y="280" width="92" height="160" rx="42" fill="${p.body}"/>
<rect x="205" y="298" width="30" height="124" rx="13" fill="${INK}"/><rect x="365" y="298" width="30" height="124" rx="13" fill="${INK}"/>`,
	kettle: (p) => `
<path d="M388 225 C478 235 478 405 392 415" fill="none" stroke="${INK}" stroke-width="28" stroke-linecap="round"/>
<path d="M212 232 L146 196 L155 184 L218 208 Z" fill="${p.dark}"/>
<path d="M212 200 Q198 420 188 452 H412 Q402 420 388 200 Z" fill="${p.body}"/>
<rect x="236" y="258" width="18" height="160" rx="9" fill="#cfe8ff" opacity=".75"/>
<ellipse cx="300" cy="200" rx="90" ry="18" fill="${p.dark}"/>
<rect x="283" y="170" width="34" height="22" rx="9" fill="${INK}"/>
<rect x="176" y="446" width="248" height="32" rx="12" fill="${INK}"/>`,
	blender: (p) => `
<path d="M372 140 C432 150 432 300 364 320" fill="none" stroke="#94a3b8" stroke-width="14"/>
<path d="M225 110 H375 L360 372 H240 Z" fill="#dbeafe" fill-opacity=".6" stroke="#94a3b8" stroke-width="4"/>
<circle cx="280" cy="300" r="34" fill="#fb923c" opacity=".85"/><circle cx="322" cy="318" r="26" fill="#84cc16" opacity=".85"/><circle cx="300" cy="255" r="22" fill="#f43f5e" opacity=".8"/>
<rect x="216" y="94" width="168" height="26" rx="9" fill="${INK}"/>
<path d="M212 368 H388 L404 472 H196 Z" fill="${p.body}"/>
<circle cx="300" cy="424" r="22" fill="#f1f5f9" stroke="${INK}" stroke-width="5"/>`,
	fan: (p) => {
		const spokes = Array.from({ length: 12 }, (_, i) => {
			const a = (i * Math.PI) / 6
			return `<line x1="300" y1="220" x2="${(300 + 128 * Math.cos(a)).toFixed(1)}" y2="${(220 + 128 * Math.sin(a)).toFixed(1)}" stroke="${p.dark}" stroke-width="3" opacity=".6"/>`
		}).join('')
		return `
<rect x="289" y="300" width="22" height="170" rx="6" fill="${p.dark}"/>
<ellipse cx="300" cy="472" rx="96" ry="22" fill="${p.body}"/>
<g>${[0, 120, 240].map((r) => `<ellipse cx="300" cy="150" rx="38" ry="66" fill="${p.body}" opacity=".92" transform="rotate(${r} 300 220)"/>`).join('')}</g>
${spokes}
<circle cx="300" cy="220" r="132" fill="none" stroke="${p.dark}" stroke-width="9"/>
<circle cx="300" cy="220" r="24" fill="${p.dark}"/>`
	},
	airfryer: (p) => `
<rect x="176" y="126" width="248" height="340" rx="64" fill="${p.body}"/>
<rect x="238" y="156" width="124" height="52" rx="12" fill="#111827"/>
<text x="300" y="192" fill="#f97316" font-size="28" font-family="DejaVu Sans Mono, monospace" text-anchor="middle">200°</text>
<rect x="198" y="256" width="204" height="180" rx="32" fill="${p.dark}" opacity=".45"/>
<rect x="252" y="322" width="96" height="28" rx="14" fill="#1f2937"/>
<rect x="206" y="462" width="30" height="16" rx="6" fill="${INK}"/><rect x="364" y="462" width="30" height="16" rx="6" fill="${INK}"/>`,
	pan: (p) => `
<path d="M412 300 L548 246 L560 274 L424 332 Z" fill="${INK}"/>
<ellipse cx="262" cy="330" rx="168" ry="124" fill="${p.body}"/>
<ellipse cx="262" cy="322" rx="146" ry="104" fill="#26292e"/>
<ellipse cx="232" cy="290" rx="70" ry="34" fill="#ffffff" opacity=".07"/>`,
	pot: (p) => `
<rect x="126" y="272" width="56" height="24" rx="12" fill="${INK}"/><rect x="418" y="272" width="56" height="24" rx="12" fill="${INK}"/>
<rect x="168" y="240" width="264" height="212" rx="26" fill="${p.body}"/>
<ellipse cx="300" cy="240" rx="144" ry="28" fill="${p.dark}"/>
<ellipse cx="300" cy="234" rx="126" ry="20" fill="${p.light}" opacity=".4"/>
<rect x="278" y="198" width="44" height="28" rx="10" fill="${INK}"/>`,
	mug: (p) => `
<path d="M380 250 C455 250 455 385 380 385" fill="none" stroke="${p.dark}" stroke-width="28"/>
<rect x="196" y="196" width="186" height="252" rx="22" fill="${p.body}"/>
<ellipse cx="289" cy="198" rx="93" ry="18" fill="${p.dark}"/>
<ellipse cx="289" cy="200" rx="80" ry="12" fill="#5b3a26"/>
<path d="M260 170 C245 140 275 130 262 100 M300 170 C285 140 315 130 302 100" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity=".7"/>`,
	tshirt: (p) => `
<path d="M230 110 L168 132 L96 214 L160 266 L196 232 L196 472 L404 472 L404 232 L440 266 L504 214 L432 132 L370 110 Q300 162 230 110 Z" fill="${p.body}"/>
<path d="M230 110 Q300 166 370 110" fill="none" stroke="${p.dark}" stroke-width="12"/>
<path d="M196 232 L196 300 M404 232 L404 300" stroke="${p.dark}" stroke-width="3" opacity=".4"/>`,
	dress: (p) => `
<path d="M256 60 L262 104 M344 60 L338 104" stroke="${p.dark}" stroke-width="9" stroke-linecap="round"/>
<path d="M254 100 L346 100 L362 190 Q352 222 346 240 L464 472 Q300 502 136 472 L254 240 Q248 222 238 190 Z" fill="${p.body}"/>
<rect x="244" y="224" width="112" height="20" rx="4" fill="${p.dark}"/>
<path d="M300 244 L250 470 M300 244 L350 470" stroke="${p.dark}" stroke-width="3" opacity=".35"/>`,
	hoodie: (p) => `
<path d="M230 112 L160 140 L112 330 L100 444 L152 448 L178 332 L196 272 L196 472 L404 472 L404 272 L422 332 L448 448 L500 444 L488 330 L440 140 L370 112 Z" fill="${p.body}"/>
<path d="M222 118 Q300 30 378 118 Q300 178 222 118 Z" fill="${p.dark}"/>
<path d="M282 150 L276 230 M318 150 L324 230" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/>
<path d="M238 372 H362 L382 442 H218 Z" fill="${p.dark}" opacity=".35"/>`,
	shirt: (p) => `
<path d="M232 108 L162 138 L114 330 L104 444 L154 448 L180 332 L198 272 L198 472 L402 472 L402 272 L420 332 L446 448 L496 444 L486 330 L438 138 L368 108 Z" fill="${p.body}"/>
<path d="M238 104 L300 172 L362 104 L334 88 L300 128 L266 88 Z" fill="${p.light}"/>
<path d="M300 172 V472" stroke="${p.dark}" stroke-width="4"/>
${[210, 260, 310, 360, 410].map((y) => `<circle cx="300" cy="${y}" r="6" fill="${p.light}" stroke="${p.dark}" stroke-width="2"/>`).join('')}
<rect x="330" y="210" width="46" height="44" rx="4" fill="none" stroke="${p.dark}" stroke-width="3" opacity=".6"/>`,
	trousers: (p) => `
<path d="M206 90 H394 L426 482 H320 L300 206 L280 482 H174 Z" fill="${p.body}"/>
<rect x="206" y="90" width="188" height="26" fill="${p.dark}"/>
<path d="M226 116 Q240 160 206 176 M374 116 Q360 160 394 176" fill="none" stroke="${p.dark}" stroke-width="4"/>
<path d="M300 116 V206" stroke="${p.dark}" stroke-width="4"/>`,
	sneaker: (p) => `
<path d="M104 398 Q104 446 150 450 H486 Q524 446 518 402 Z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>
<path d="M116 402 Q114 332 168 320 Q230 308 262 256 L334 236 Q362 300 424 318 Q506 338 512 402 Z" fill="${p.body}"/>
<path d="M196 384 Q322 374 436 330" stroke="${p.light}" stroke-width="16" fill="none" stroke-linecap="round" opacity=".85"/>
<path d="M270 268 L330 256 M278 288 L342 276 M288 308 L352 296" stroke="#f8fafc" stroke-width="7" stroke-linecap="round"/>
<path d="M104 420 H518" stroke="#cbd5e1" stroke-width="4"/>`,
	heel: (p) => `
<path d="M442 330 L448 466 H428 L418 346 Z" fill="${p.dark}"/>
<path d="M112 402 C156 360 236 366 300 388 C350 338 398 250 448 248 C472 248 484 272 472 304 L440 334 L380 382 C340 420 296 432 248 432 L132 432 Q104 424 112 402 Z" fill="${p.body}"/>
<path d="M150 420 C220 420 300 420 378 380" fill="none" stroke="${p.light}" stroke-width="6" opacity=".6"/>`,
	slippers: (p) => `
<rect x="150" y="120" width="130" height="350" rx="64" fill="${p.dark}"/><rect x="322" y="140" width="130" height="350" rx="64" fill="${p.dark}"/>
<rect x="160" y="130" width="110" height="330" rx="56" fill="${p.light}"/><rect x="332" y="150" width="110" height="330" rx="56" fill="${p.light}"/>
<path d="M150 190 Q215 150 280 190 L280 270 Q215 232 150 270 Z" fill="${p.body}"/>
<path d="M322 210 Q387 170 452 210 L452 290 Q387 252 322 290 Z" fill="${p.body}"/>`,
	teddy: (p) => `
<circle cx="226" cy="112" r="40" fill="${p.body}"/><circle cx="374" cy="112" r="40" fill="${p.body}"/>
<circle cx="226" cy="112" r="20" fill="${p.light}"/><circle cx="374" cy="112" r="20" fill="${p.light}"/>
<ellipse cx="300" cy="360" rx="118" ry="116" fill="${p.body}"/>
<ellipse cx="300" cy="380" rx="70" ry="68" fill="${p.light}"/>
<ellipse cx="186" cy="320" rx="40" ry="62" fill="${p.body}" transform="rotate(24 186 320)"/><ellipse cx="414" cy="320" rx="40" ry="62" fill="${p.body}" transform="rotate(-24 414 320)"/>
<ellipse cx="222" cy="456" rx="56" ry="36" fill="${p.body}"/><ellipse cx="378" cy="456" rx="56" ry="36" fill="${p.body}"/>
<circle cx="300" cy="176" r="100" fill="${p.body}"/>
<ellipse cx="300" cy="212" rx="46" ry="36" fill="${p.light}"/>
<ellipse cx="300" cy="196" rx="16" ry="11" fill="${INK}"/>
<circle cx="262" cy="156" r="10" fill="${INK}"/><circle cx="338" cy="156" r="10" fill="${INK}"/>
<path d="M286 224 Q300 236 314 224" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>
<path d="M250 268 L300 292 L350 268 L340 300 L300 296 L260 300 Z" fill="#e11d48"/>`,
	toycar: (p) => `
<path d="M104 388 L124 320 L206 308 L258 250 H392 L450 308 L500 318 Q518 330 512 388 Z" fill="${p.body}"/>
<path d="M272 264 H326 V308 H228 Z" fill="#bfdbfe"/><path d="M342 264 H384 L428 308 H342 Z" fill="#bfdbfe"/>
<rect x="480" y="330" width="26" height="16" rx="6" fill="#fde68a"/><rect x="110" y="334" width="22" height="16" rx="6" fill="#fca5a5"/>
<path d="M104 370 H512" stroke="${p.dark}" stroke-width="6"/>
<circle cx="190" cy="392" r="44" fill="${INK}"/><circle cx="420" cy="392" r="44" fill="${INK}"/>
<circle cx="190" cy="392" r="20" fill="${METAL}"/><circle cx="420" cy="392" r="20" fill="${METAL}"/>`,
	ball: (p) => `
<circle cx="300" cy="310" r="156" fill="${p.body}"/>
<path d="M300 248 L346 282 L328 336 L272 336 L254 282 Z" fill="${INK}"/>
<path d="M300 248 V166 M346 282 L430 256 M328 336 L380 414 M272 336 L220 414 M254 282 L170 256" stroke="${INK}" stroke-width="6"/>
<path d="M300 166 L252 172 L230 200 M300 166 L348 172 L370 200 M430 256 L446 300 M170 256 L154 300 M380 414 L340 452 M220 414 L260 452" stroke="${INK}" stroke-width="5" fill="none"/>
<ellipse cx="244" cy="226" rx="54" ry="30" fill="#ffffff" opacity=".3" transform="rotate(-30 244 226)"/>`,
	lipstick: (p) => `
<rect x="386" y="318" width="92" height="152" rx="12" fill="#1f2937"/><rect x="386" y="318" width="92" height="20" rx="6" fill="#d4af37"/>
<path d="M262 300 V196 Q262 176 282 168 L338 146 V300 Z" fill="${p.body}"/>
<rect x="254" y="272" width="92" height="44" rx="6" fill="#b8952b"/>
<rect x="246" y="308" width="108" height="164" rx="12" fill="#d4af37"/>
<rect x="262" y="320" width="14" height="140" rx="7" fill="#ffffff" opacity=".35"/>`,
	perfume: (p) => `
<rect x="254" y="112" width="92" height="76" rx="14" fill="#1f2937"/>
<rect x="270" y="184" width="60" height="42" fill="#d4af37"/>
<rect x="192" y="218" width="216" height="250" rx="44" fill="${p.body}" opacity=".9"/>
<rect x="212" y="236" width="26" height="210" rx="13" fill="#ffffff" opacity=".35"/>
<rect x="244" y="316" width="112" height="58" rx="6" fill="#ffffff" opacity=".75"/>
<path d="M262 345 H338" stroke="${p.dark}" stroke-width="5"/>`,
	cream: (p) => `
<rect x="176" y="282" width="248" height="176" rx="32" fill="#f8fafc" stroke="#e2e8f0" stroke-width="4"/>
<rect x="176" y="340" width="248" height="54" fill="${p.light}"/>
<rect x="164" y="226" width="272" height="74" rx="22" fill="${p.body}"/>
<path d="M186 246 H414" stroke="#ffffff" stroke-width="5" opacity=".35"/>
<circle cx="470" cy="430" r="26" fill="${p.light}" opacity=".9"/><circle cx="130" cy="440" r="16" fill="${p.light}" opacity=".9"/>`,
	drill: (p) => `
<rect x="480" y="256" width="74" height="16" rx="4" fill="#9ca3af"/>
<rect x="428" y="232" width="56" height="64" rx="9" fill="#374151"/>
<path d="M150 206 H402 Q432 206 432 236 V290 Q432 320 402 320 H302 L282 402 H218 L238 320 H150 Q118 320 118 290 V236 Q118 206 150 206 Z" fill="${p.body}"/>
<path d="M150 222 H260 V304 H150 Q134 304 134 288 V238 Q134 222 150 222 Z" fill="${p.dark}" opacity=".4"/>
<rect x="282" y="324" width="14" height="44" rx="5" fill="#111827"/>
<rect x="190" y="398" width="120" height="66" rx="12" fill="#1f2937"/>
<rect x="204" y="420" width="34" height="8" rx="4" fill="#4ade80"/>`,
	toolbox: (p) => `
<path d="M226 250 V196 H374 V250" fill="none" stroke="#1f2937" stroke-width="22" stroke-linejoin="round"/>
<rect x="126" y="246" width="348" height="216" rx="18" fill="${p.body}"/>
<rect x="126" y="246" width="348" height="56" rx="18" fill="${p.dark}"/>
<rect x="172" y="290" width="30" height="30" rx="5" fill="${METAL}"/><rect x="398" y="290" width="30" height="30" rx="5" fill="${METAL}"/>
<path d="M146 400 H454" stroke="${p.dark}" stroke-width="4" opacity=".5"/>`,
	chair: (p) => `
<path d="M216 350 L186 482 M384 350 L414 482 M262 350 L268 470 M338 350 L332 470" stroke="#3f3f46" stroke-width="14" stroke-linecap="round"/>
<rect x="206" y="84" width="188" height="210" rx="34" fill="${p.body}"/>
<rect x="226" y="104" width="148" height="170" rx="24" fill="${p.light}" opacity=".3"/>
<path d="M176 296 H424 L404 352 H196 Z" fill="${p.dark}"/>`,
	sofa: (p) => `
<rect x="128" y="194" width="344" height="140" rx="32" fill="${p.body}"/>
<rect x="100" y="300" width="400" height="124" rx="24" fill="${p.body}"/>
<path d="M300 206 V322" stroke="${p.dark}" stroke-width="4" opacity=".5"/>
<rect x="74" y="254" width="76" height="180" rx="32" fill="${p.dark}"/><rect x="450" y="254" width="76" height="180" rx="32" fill="${p.dark}"/>
<rect x="118" y="432" width="16" height="40" rx="4" fill="#3f3f46"/><rect x="466" y="432" width="16" height="40" rx="4" fill="#3f3f46"/>`,
	table: (p) => `
<rect x="146" y="266" width="22" height="210" rx="6" fill="${p.dark}"/><rect x="432" y="266" width="22" height="210" rx="6" fill="${p.dark}"/>
<rect x="196" y="266" width="18" height="180" rx="6" fill="${p.dark}" opacity=".7"/><rect x="386" y="266" width="18" height="180" rx="6" fill="${p.dark}" opacity=".7"/>
<rect x="106" y="236" width="388" height="36" rx="10" fill="${p.body}"/>
<rect x="170" y="376" width="260" height="14" rx="6" fill="${p.dark}"/>
<path d="M260 232 C260 190 300 190 300 150 M300 232 C300 196 330 190 330 168" stroke="#16a34a" stroke-width="6" fill="none"/><rect x="270" y="206" width="50" height="30" rx="8" fill="#f8fafc"/>`,
	desklamp: (p) => `
<path d="M290 250 L420 470 H180 Z" fill="#fff7cc" opacity=".35"/>
<ellipse cx="220" cy="462" rx="84" ry="20" fill="${p.body}"/>
<path d="M220 456 L300 300 L226 180" fill="none" stroke="${p.dark}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="300" cy="300" r="14" fill="${INK}"/><circle cx="226" cy="180" r="12" fill="${INK}"/>
<path d="M196 150 L312 112 L384 230 L262 270 Z" fill="${p.body}"/>
<ellipse cx="324" cy="250" rx="62" ry="14" fill="#fffbe6" transform="rotate(-18 324 250)"/>`,
	bulb: (p) => `
<circle cx="300" cy="222" r="196" fill="${p.light}" opacity=".28"/>
<path d="M300 88 C392 88 432 160 422 230 C412 292 360 312 356 372 H244 C240 312 188 292 178 230 C168 160 208 88 300 88 Z" fill="${p.body}" opacity=".95"/>
<path d="M272 372 L266 250 L300 280 L334 250 L328 372" fill="none" stroke="#f59e0b" stroke-width="5"/>
<ellipse cx="252" cy="160" rx="30" ry="50" fill="#ffffff" opacity=".45" transform="rotate(24 252 160)"/>
<rect x="244" y="370" width="112" height="82" rx="8" fill="${METAL}"/>
<path d="M244 392 H356 M244 412 H356 M244 432 H356" stroke="#6b7280" stroke-width="4"/>
<path d="M274 452 H326 L312 476 H288 Z" fill="${INK}"/>`,
	handbag: (p) => `
<path d="M216 264 C216 144 384 144 384 264" fill="none" stroke="${p.dark}" stroke-width="20"/>
<path d="M146 258 H454 L486 462 H114 Z" fill="${p.body}"/>
<path d="M146 258 H454 L432 342 Q300 386 168 342 Z" fill="${p.dark}"/>
<rect x="284" y="344" width="32" height="26" rx="5" fill="#d4af37"/>
<path d="M140 300 L120 448 M460 300 L480 448" stroke="${p.light}" stroke-width="3" opacity=".4"/>`,
	backpack: (p) => `
<path d="M262 132 C262 92 338 92 338 132" fill="none" stroke="${p.dark}" stroke-width="13"/>
<path d="M184 190 Q150 300 176 440 M416 190 Q450 300 424 440" fill="none" stroke="${p.dark}" stroke-width="16" stroke-linecap="round"/>
<rect x="178" y="126" width="244" height="348" rx="72" fill="${p.body}"/>
<path d="M222 204 Q300 172 378 204" stroke="${p.light}" stroke-width="6" fill="none"/>
<rect x="212" y="298" width="176" height="146" rx="36" fill="${p.dark}"/>
<path d="M232 330 H368" stroke="${p.light}" stroke-width="5"/>
<rect x="294" y="322" width="12" height="22" rx="4" fill="#e5e7eb"/>`,
	suitcase: (p) => `
<path d="M252 172 V90 H348 V172" fill="none" stroke="#6b7280" stroke-width="14" stroke-linejoin="round"/>
<rect x="186" y="166" width="228" height="300" rx="30" fill="${p.body}"/>
${[238, 300, 362].map((x) => `<path d="M${x} 186 V446" stroke="${p.dark}" stroke-width="8" opacity=".55"/>`).join('')}
<rect x="270" y="150" width="60" height="18" rx="6" fill="${INK}"/>
<circle cx="218" cy="478" r="14" fill="${INK}"/><circle cx="382" cy="478" r="14" fill="${INK}"/>`,
}

function defs(colour: string, hue: number) {
	return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 40, 97)}"/><stop offset=".7" stop-color="${hsl(hue, 32, 88)}"/><stop offset="1" stop-color="${hsl(hue, 28, 80)}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.28)}"/><stop offset=".55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.3)}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#94a3b8"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 180, 70, 62)}"/><stop offset="1" stop-color="${hsl(hue + 230, 65, 28)}"/></linearGradient>
</defs>`
}

function paint(colour: string): Paint {
	return { body: 'url(#m)', base: colour, light: shade(colour, 0.45), dark: shade(colour, -0.35) }
}

function escapeXml(text: string) {
	return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export type ProductPicture = {
	drawing: DrawingKey
	/** `#rrggbb` of the subject. */
	colour: string
	/** Background hue, 0–359: varies per product so no two products look alike. */
	hue: number
	/** A small label in the corner, e.g. the model code. */
	label?: string
	/** Slight turn and offset so siblings differ a little. */
	tilt?: number
}

/** The SVG of one product picture (600×600). */
export function productPictureSvg({ drawing, colour, hue, label, tilt = 0 }: ProductPicture) {
	const labelSvg = label
		? `<rect x="${600 - 24 - label.length * 12.5}" y="546" width="${label.length * 12.5 + 12}" height="34" rx="17" fill="#ffffff" opacity=".72"/>
<text x="${600 - 24}" y="570" font-family="DejaVu Sans, Arial, sans-serif" font-size="19" font-weight="bold" fill="#475569" text-anchor="end">${escapeXml(label)}</text>`
		: ''
	return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
${defs(colour, hue)}
<rect width="600" height="600" fill="url(#bg)"/>
<circle cx="300" cy="260" r="250" fill="#ffffff" opacity=".25"/>
<ellipse cx="300" cy="492" rx="205" ry="30" fill="url(#shadow)"/>
<g transform="rotate(${tilt} 300 300)">${DRAW[drawing](paint(colour))}</g>
${labelSvg}
</svg>`
}

const BANNER_SLOTS = [
	{ x: 270, y: 150, size: 190 },
	{ x: 405, y: 75, size: 260 },
	{ x: 570, y: 150, size: 175 },
]

/** A wide banner: several subjects on a bold gradient (750×375), no words (titles are per locale). */
export function bannerSvg(parts: { drawings: DrawingKey[]; colours: string[]; hue: number }) {
	const { drawings, colours, hue } = parts
	const subjects = drawings
		.map((drawing, index) => {
			const colour = colours[index % colours.length] ?? '#888888'
			const { x, y, size } = BANNER_SLOTS[index % BANNER_SLOTS.length] ?? { x: 0, y: 0, size: 200 }
			return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 600 600">
<defs><linearGradient id="m${index}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.28)}"/><stop offset="1" stop-color="${shade(colour, -0.3)}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#94a3b8"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<ellipse cx="300" cy="492" rx="200" ry="26" fill="#000" opacity=".16"/>
${DRAW[drawing]({ ...paint(colour), body: `url(#m${index})` })}
</svg>`
		})
		.join('\n')
	return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="375" viewBox="0 0 750 375">
<defs><linearGradient id="bannerBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 85, 62)}"/><stop offset="1" stop-color="${hsl(hue + 40, 80, 40)}"/></linearGradient></defs>
<rect width="750" height="375" fill="url(#bannerBg)"/>
<circle cx="120" cy="70" r="170" fill="#ffffff" opacity=".12"/><circle cx="650" cy="360" r="190" fill="#ffffff" opacity=".1"/>
${subjects}
</svg>`
}

/** A round category icon (200×200): the category's subject on a tinted disc. */
export function categoryIconSvg(parts: { drawing: DrawingKey; colour: string; hue: number }) {
	const { drawing, colour, hue } = parts
	return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 600 600">
${defs(colour, hue)}
<circle cx="300" cy="300" r="296" fill="url(#bg)"/>
<g transform="translate(60 50) scale(.8)">${DRAW[drawing](paint(colour))}</g>
</svg>`
}

export type RenderedImage = { bytes: Uint8Array; width: number; height: number }

/** SVG → WebP. (Radial gradients cost librsvg ~10 ms a picture, so backgrounds are linear.) */
export async function renderWebp(svg: string): Promise<RenderedImage> {
	const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 1 }).toBuffer({ resolveWithObject: true })
	return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height }
}

/** Run `task` over `items` with at most `limit` in flight. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>) {
	const results = new Array<R>(items.length)
	let next = 0
	async function worker() {
		while (next < items.length) {
			const index = next++
			results[index] = await task(items[index] as T, index)
		}
	}
	await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
	return results
}
