import { type Meta, type StoryObj } from '@storybook/react-vite'
import { type ReactNode } from 'react'
import { IN_ARABIC, IN_ENGLISH } from '../story-samples.ts'
import { fontSize, lightColors, radius, space, vars } from './vars.css.ts'

/**
 * The design tokens for designers: every colour with its name, value and contrast against
 * the surface, the type scale in each script, and the space and radius scales.
 */
const meta = {
	title: 'Foundations/Tokens',
	parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

function luminance(hex: string) {
	const value = Number.parseInt(hex.slice(1), 16)
	const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
		const c = channel / 255
		return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
	})
	return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0)
}

function contrast(a: string, b: string) {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
	return (light + 0.05) / (dark + 0.05)
}

function Section({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section style={{ display: 'grid', gap: 12, marginBlockEnd: 32 }}>
			<h2 style={{ fontSize: vars.font.size.xlarge }}>{title}</h2>
			{children}
		</section>
	)
}

export const Colours: Story = {
	globals: IN_ENGLISH,
	render: () => (
		<div style={{ padding: 24 }}>
			<Section title="Colour">
				<div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 12 }}>
					{Object.entries(lightColors).map(([name, value]) => {
						const isHex = value.startsWith('#')
						const ratio = isHex ? contrast(value, lightColors.surface) : null
						return (
							<figure key={name} style={{ margin: 0, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.large, overflow: 'hidden' }}>
								<div style={{ blockSize: 64, background: value }} />
								<figcaption style={{ padding: 8, fontSize: vars.font.size.small, background: vars.color.surface }}>
									<strong>{name}</strong>
									<div style={{ fontFamily: 'ui-monospace, monospace' }}>{value}</div>
									<div style={{ color: vars.color.textMuted }}>
										{ratio ? `${ratio.toFixed(2)}:1 on surface${ratio >= 4.5 ? ' (AA text)' : ratio >= 3 ? ' (AA large / UI)' : ''}` : 'overlay'}
									</div>
								</figcaption>
							</figure>
						)
					})}
				</div>
			</Section>
		</div>
	),
}

const TYPE_SAMPLES = [
	{ lang: 'ar', dir: 'rtl', script: 'Arabic (ar) — Vazirmatn', text: 'هاتف ذكي بسعر الجملة SKU-A12 أحمر ١٬٢٣٤ د.ع.' },
	{ lang: 'ckb', dir: 'rtl', script: 'Central Kurdish (ckb) — Vazirmatn', text: 'مۆبایلی زیرەک بە نرخی کۆمەڵ ١٬٢٣٤ د.ع.' },
	{ lang: 'en', dir: 'ltr', script: 'Latin (en) — system UI', text: 'Wholesale smartphone SKU-A12 Red IQD 1,234' },
	{ lang: 'zh', dir: 'ltr', script: 'Chinese (zh) — Noto Sans SC', text: '批发智能手机 SKU-A12 红色 IQD 1,234' },
] as const

export const Typography: Story = {
	globals: IN_ENGLISH,
	render: () => (
		<div style={{ padding: 24 }}>
			{TYPE_SAMPLES.map((sample) => (
				<Section key={sample.lang} title={sample.script}>
					<div lang={sample.lang} dir={sample.dir} style={{ display: 'grid', gap: 8 }}>
						{Object.entries(fontSize)
							.reverse()
							.map(([name, size]) => (
								<div key={name} style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
									<code lang="en" style={{ inlineSize: 110, flexShrink: 0, fontSize: 12, color: vars.color.textMuted }}>
										{name} {size}
									</code>
									<span style={{ fontSize: size, lineHeight: vars.font.leading }}>{sample.text}</span>
								</div>
							))}
						<div style={{ display: 'flex', gap: 16 }}>
							{(['regular', 'medium', 'strong'] as const).map((weight) => (
								<span key={weight} style={{ fontWeight: vars.font.weight[weight] }}>
									{weight}
								</span>
							))}
						</div>
					</div>
				</Section>
			))}
		</div>
	),
}

export const SpaceAndRadius: Story = {
	globals: IN_ARABIC,
	render: () => (
		<div style={{ padding: 24 }}>
			<Section title="المسافات (space)">
				{Object.entries(space).map(([name, value]) => (
					<div key={name} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
						<code style={{ inlineSize: 140 }}>
							{name} {value}
						</code>
						<div style={{ inlineSize: value, blockSize: 16, background: vars.color.brand, borderRadius: 2 }} />
					</div>
				))}
			</Section>
			<Section title="الزوايا (radius)">
				<div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
					{Object.entries(radius).map(([name, value]) => (
						<figure key={name} style={{ margin: 0, display: 'grid', gap: 4, justifyItems: 'center' }}>
							<div
								style={{
									inlineSize: 72,
									blockSize: 72,
									background: vars.color.brandSoft,
									border: `2px solid ${vars.color.brand}`,
									borderRadius: value,
								}}
							/>
							<figcaption>
								<code>
									{name} {value}
								</code>
							</figcaption>
						</figure>
					))}
				</div>
			</Section>
			<Section title="الظلال (shadow)">
				<div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
					{(['small', 'medium', 'large'] as const).map((name) => (
						<div
							key={name}
							style={{
								inlineSize: 120,
								blockSize: 80,
								display: 'grid',
								placeItems: 'center',
								background: vars.color.surface,
								borderRadius: vars.radius.large,
								boxShadow: vars.shadow[name],
							}}
						>
							<code>{name}</code>
						</div>
					))}
				</div>
			</Section>
		</div>
	),
}
