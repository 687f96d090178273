// Builds the service worker after Remix's client build (issue 21, decision 025), in three steps:
// 1. writes build/client/offline.html, the screen for a page never opened offline, in the four languages (the page
//    picks the buyer's), styled with the shop's tokens and font;
// 2. bundles service-worker/sw.js with its Workbox modules (Vite, as a classic script);
// 3. injects the precache list with workbox-build (every file named with its revision), writing build/client/sw.js.
// Run by `npm run build` between Remix's build and scripts/precompress.js.
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'

const ROOT = new URL('..', import.meta.url).pathname
const CLIENT = join(ROOT, 'build/client')
const LOCALES = ['ar', 'ckb', 'en', 'zh']
const RTL = new Set(['ar', 'ckb'])
/** Design tokens (design-system/src/tokens): brand, text, muted text, sunken surface. */
const COLOURS = { brand: '#0B6E75', brandSoft: '#E3F3F3', text: '#15212B', textMuted: '#55626E', surface: '#FFFFFF', page: '#F3F6F7' }

const escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c])

async function offlinePage() {
	const texts = {}
	for (const locale of LOCALES) {
		const messages = JSON.parse(await readFile(join(ROOT, `locales/${locale}.json`), 'utf8'))
		texts[locale] = {
			dir: RTL.has(locale) ? 'rtl' : 'ltr',
			name: messages['app.name'],
			title: messages['pwa.offlineScreen.title'],
			body: messages['pwa.offlineScreen.body'],
			retry: messages['pwa.offlineScreen.retry'],
			home: messages['pwa.offlineScreen.home'],
		}
	}
	const assets = await readdir(join(CLIENT, 'assets'))
	const font = (subset) => assets.find((name) => name.startsWith(`vazirmatn-${subset}-wght-normal-`) && name.endsWith('.woff2'))
	const faces = ['arabic', 'latin']
		.map((subset) => font(subset))
		.filter(Boolean)
		.map((file) => `@font-face{font-family:Vazirmatn;font-weight:100 900;font-display:swap;src:url(/assets/${file}) format("woff2")}`)
		.join('')
	const ar = texts.ar
	// Arabic is written into the page; the script swaps in the buyer's language before first paint.
	return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${COLOURS.brand}">
<title>${escapeHtml(ar.title)} · ${escapeHtml(ar.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
${faces}
*{box-sizing:border-box}
html{background:${COLOURS.page};color:${COLOURS.text};font-family:Vazirmatn,"Noto Sans SC",system-ui,sans-serif}
body{margin:0;min-height:100dvh;display:flex;justify-content:center}
main{width:100%;max-width:750px;min-height:100dvh;background:${COLOURS.surface};display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:32px 24px;text-align:center}
.mark{width:96px;height:96px;border-radius:50%;background:${COLOURS.brandSoft};display:grid;place-items:center}
h1{font-size:20px;line-height:1.5;margin:8px 0 0}
p{margin:0;color:${COLOURS.textMuted};line-height:1.7;max-width:32em}
.actions{display:flex;flex-direction:column;gap:12px;width:100%;max-width:320px;margin-block-start:16px}
button,a{font:inherit;font-weight:600;border-radius:999px;padding:12px 20px;text-decoration:none;min-height:48px;display:flex;align-items:center;justify-content:center}
button{border:0;background:${COLOURS.brand};color:#fff;cursor:pointer}
a{border:1px solid ${COLOURS.brand};color:${COLOURS.brand}}
button:focus-visible,a:focus-visible{outline:3px solid ${COLOURS.text};outline-offset:2px}
</style>
</head>
<body>
<main data-offline-screen>
<div class="mark" aria-hidden="true"><svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="${COLOURS.brand}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M2 2l20 20"/><path d="M8.5 16.5a5 5 0 0 1 7 0"/><path d="M2 8.82a15 15 0 0 1 4.17-2.65"/><path d="M10.66 5c4.01-.36 8.14.9 11.34 3.76"/><path d="M16.85 11.25a10 10 0 0 1 2.22 1.68"/><path d="M5 12.86a10 10 0 0 1 5.17-2.69"/><path d="M12 20h.01"/></svg></div>
<h1 id="title">${escapeHtml(ar.title)}</h1>
<p id="body">${escapeHtml(ar.body)}</p>
<div class="actions">
<button type="button" id="retry">${escapeHtml(ar.retry)}</button>
<a id="home" href="/">${escapeHtml(ar.home)}</a>
</div>
</main>
<script>
(function () {
	var texts = ${JSON.stringify(texts)};
	function pick() {
		var wanted = [];
		try { wanted.push(new URL(location.href).searchParams.get('lang')); } catch (e) {}
		var cookie = /(?:^|;\\s*)lang=([a-z]+)/.exec(document.cookie);
		if (cookie) wanted.push(cookie[1]);
		try { wanted.push(localStorage.getItem('dijla.lang')); } catch (e) {}
		(navigator.languages || []).forEach(function (tag) { wanted.push(String(tag).toLowerCase().split('-')[0]); });
		for (var i = 0; i < wanted.length; i++) if (wanted[i] && texts[wanted[i]]) return wanted[i];
		return 'ar';
	}
	var lang = pick();
	var t = texts[lang];
	document.documentElement.lang = lang;
	document.documentElement.dir = t.dir;
	document.title = t.title + ' · ' + t.name;
	document.getElementById('title').textContent = t.title;
	document.getElementById('body').textContent = t.body;
	document.getElementById('retry').textContent = t.retry;
	document.getElementById('home').textContent = t.home;
	document.getElementById('retry').addEventListener('click', function () { location.reload(); });
	// Back online: load the page the buyer wanted. Not when they are already leaving for another page (a link, the
	// address bar): a reload then would cancel that navigation and bring back this screen.
	var leaving = false;
	addEventListener('beforeunload', function () { leaving = true; });
	addEventListener('pageshow', function () { leaving = false; });
	addEventListener('online', function () { if (!leaving && navigator.onLine) location.reload(); });
})();
</script>
</body>
</html>
`
}

async function bundleServiceWorker(outDir) {
	await build({
		configFile: false,
		root: ROOT,
		logLevel: 'warn',
		publicDir: false,
		resolve: { alias: [{ find: /^#app\/(.*)$/, replacement: join(ROOT, 'app/$1') }] },
		define: { 'process.env.NODE_ENV': JSON.stringify('production') },
		build: {
			outDir,
			emptyOutDir: true,
			copyPublicDir: false,
			minify: true,
			sourcemap: false,
			lib: { entry: join(ROOT, 'service-worker/sw.js'), formats: ['iife'], name: 'dijlaServiceWorker', fileName: () => 'sw.js' },
		},
	})
	return join(outDir, 'sw.js')
}

const offline = await offlinePage()
await writeFile(join(CLIENT, 'offline.html'), offline)

const temp = await mkdtemp(join(tmpdir(), 'dijla-sw-'))
try {
	const swSrc = await bundleServiceWorker(temp)
	const { count, size, warnings } = await injectManifest({
		swSrc,
		swDest: join(CLIENT, 'sw.js'),
		globDirectory: CLIENT,
		globPatterns: ['assets/*.{js,css}', 'assets/icons-*.svg', 'assets/vazirmatn-*.woff2', 'offline.html', 'icons/*.png', 'favicon.svg'],
		// The staff console's own chunks: buyers never load them.
		globIgnores: ['assets/Staff*', 'assets/resources.staff-*', 'sw.js'],
		// Assets carry their content hash in the name; the others get a revision from their content.
		dontCacheBustURLsMatching: /^assets\//,
		maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
	})
	for (const warning of warnings) console.warn(warning)
	const version = createHash('sha256')
		.update(await readFile(join(CLIENT, 'sw.js')))
		.digest('hex')
		.slice(0, 12)
	console.log(`service worker ${version}: ${count} files precached, ${Math.round(size / 1024)} KB before compression`)
} finally {
	await rm(temp, { recursive: true, force: true })
}
