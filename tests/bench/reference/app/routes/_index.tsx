import { type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { products } from '../products.ts'

export const meta: MetaFunction = () => [{ title: 'Reference — 48 products' }]

export function loader() {
	return { products }
}

const price = new Intl.NumberFormat('ar-IQ', { style: 'currency', currency: 'IQD', maximumFractionDigits: 0 })

export default function Index() {
	const data = useLoaderData<typeof loader>()
	return (
		<main style={{ maxWidth: 720, marginInline: 'auto', padding: 12 }}>
			<h1 style={{ fontSize: 20, margin: '8px 0 12px' }}>المنتجات</h1>
			<ul
				style={{
					listStyle: 'none',
					margin: 0,
					padding: 0,
					display: 'grid',
					gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
					gap: 8,
				}}
			>
				{data.products.map((product, index) => (
					<li key={product.id} style={{ background: '#fff', borderRadius: 8, overflow: 'hidden' }}>
						<Link to={`/p/${product.id}`} style={{ display: 'block', color: '#1b1f24', textDecoration: 'none' }}>
							<img
								src={product.image}
								alt=""
								width={320}
								height={320}
								loading={index < 4 ? 'eager' : 'lazy'}
								style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1' }}
							/>
							<div style={{ padding: 8 }}>
								<h2 style={{ fontSize: 14, fontWeight: 400, margin: 0, lineHeight: 1.4 }}>{product.title}</h2>
								<p style={{ margin: '4px 0 0', fontWeight: 700, color: '#c0392b' }}>{price.format(product.priceIqd)}</p>
							</div>
						</Link>
					</li>
				))}
			</ul>
		</main>
	)
}
