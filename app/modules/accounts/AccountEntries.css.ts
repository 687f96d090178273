import { style } from '@vanilla-extract/css'
import { vars } from '#design-system/tokens/vars.css.ts'

export const section = style({ marginInline: vars.space.medium })

export const sectionTitle = style({
	margin: 0,
	paddingInline: vars.space.large,
	paddingBlock: vars.space.medium,
	fontSize: vars.font.size.standard,
	fontWeight: vars.font.weight.strong,
})

export const grid = style({
	listStyle: 'none',
	margin: 0,
	padding: 0,
	paddingBlockEnd: vars.space.medium,
	display: 'grid',
	gridTemplateColumns: 'repeat(4, 1fr)',
	rowGap: vars.space.medium,
})

export const entry = style({
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'center',
	gap: vars.space.xsmall,
	paddingInline: vars.space.xsmall,
	minHeight: 64,
	color: vars.color.text,
	textDecoration: 'none',
	textAlign: 'center',
	fontSize: vars.font.size.small,
	selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.medium } },
})

export const entryIcon = style({ position: 'relative', display: 'inline-flex', color: vars.color.brand })

export const banner = style({
	display: 'flex',
	alignItems: 'flex-start',
	gap: vars.space.medium,
	padding: vars.space.large,
	paddingBlockStart: vars.space.xlarge,
	background: `linear-gradient(160deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
	color: vars.color.textOnBrand,
})

export const avatar = style({
	inlineSize: 56,
	blockSize: 56,
	borderRadius: vars.radius.full,
	background: 'rgba(255,255,255,0.18)',
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	flexShrink: 0,
})

export const bannerText = style({ flex: 1, minInlineSize: 0 })

export const avatarImage = style({ inlineSize: '100%', blockSize: '100%', borderRadius: vars.radius.full, objectFit: 'cover' })

export const signOut = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, marginInline: vars.space.medium })
