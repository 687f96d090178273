import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, SAMPLES, variantControls } from '../../story-samples.ts'
import { Button } from '../Button/Button.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Text } from '../Text/Text.tsx'
import { Section, sectionTitleSizes } from './Section.tsx'

const meta = {
	title: 'Components/Section',
	component: Section,
	args: { title: 'عمليات البحث الأخيرة', titleId: 'story-section', titleSize: 'standard', inset: false },
	argTypes: variantControls({ titleSize: sectionTitleSizes }),
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

/** The title at the start (the right in Arabic), its action at the end. */
export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Section
			{...args}
			action={
				<Button variant="ghost" tone="neutral" size="small" icon="trash">
					مسح الكل
				</Button>
			}
		>
			<Text>{SAMPLES.ar.productTitle}</Text>
		</Section>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	args: { title: 'Recent searches' },
	render: (args) => (
		<Section
			{...args}
			action={
				<Button variant="ghost" tone="neutral" size="small" icon="trash">
					Clear all
				</Button>
			}
		>
			<Text>{SAMPLES.en.productTitle}</Text>
		</Section>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<Stack gap="xlarge">
			<Section titleId={`${language}-large`} titleSize="large" inset title={ar ? 'مختارات لك' : 'Picked for you'}>
				<Text tone="muted">{SAMPLES[language].long}</Text>
			</Section>
			<Section titleId={`${language}-plain`} title={ar ? 'رائج الآن SKU-A12' : 'Trending now SKU-A12'}>
				<Text tone="muted">{SAMPLES[language].short}</Text>
			</Section>
			<Section
				titleId={`${language}-action`}
				title={ar ? SAMPLES.ar.long : SAMPLES.en.long}
				action={
					<Button variant="ghost" size="small">
						{ar ? 'المزيد' : 'More'}
					</Button>
				}
			>
				<Text tone="muted">{SAMPLES[language].sku}</Text>
			</Section>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
