import { Links, Meta, Outlet, Scripts, ScrollRestoration } from '@remix-run/react'

export function Layout({ children }: { children: React.ReactNode }) {
	return (
		<html lang="ar" dir="rtl">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="description" content="Benchmark reference: 48 product cards" />
				<Meta />
				<Links />
			</head>
			<body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#f5f6f7' }}>
				{children}
				<ScrollRestoration />
				<Scripts />
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}
