import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Fieldset } from '../Fieldset/Fieldset.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { Radio, radioSizes, radioTones, radioVariants } from './Radio.tsx'

const meta = {
	title: 'Forms/Radio',
	component: Radio,
	args: {
		label: 'استلام من متجر دجلة — فرع المنصور',
		description: 'بغداد، شارع ١٤ رمضان، من ٩ صباحًا حتى ٩ مساءً',
		name: 'mode',
		variant: 'card',
		tone: 'brand',
		size: 'medium',
	},
	argTypes: variantControls({ variant: radioVariants, tone: radioTones, size: radioSizes }),
} satisfies Meta<typeof Radio>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = {
	globals: IN_ENGLISH,
	args: { label: 'Collect from Dijla — Al-Mansour', description: 'Baghdad, 14 Ramadan street, 9 am to 9 pm' },
}

/** The languages, each written in its own script. */
export const LanguageList: Story = {
	globals: IN_ARABIC,
	render: () => (
		<Fieldset legend="اللغة" variant="plain" gap="small">
			{[
				['ar', 'العربية'],
				['ckb', 'کوردی'],
				['en', 'English'],
				['zh', '中文'],
			].map(([lang, name]) => (
				<Radio key={lang} name="language" value={lang} label={<span lang={lang}>{name}</span>} defaultChecked={lang === 'ar'} />
			))}
		</Fieldset>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	return (
		<Stack gap="large" style={{ maxInlineSize: 480 }}>
			{radioVariants.map((variant) => (
				<Fieldset key={variant} legend={variant} variant="plain" gap="small">
					<Stack direction={variant === 'chip' ? 'row' : 'column'} gap="small" wrap>
						<Radio variant={variant} name={variant} value="1" label={ar ? 'كل الفئات' : 'All categories'} defaultChecked />
						<Radio
							variant={variant}
							name={variant}
							value="2"
							label={ar ? 'حقائب نسائية Lady' : 'Handbags'}
							description={variant === 'card' ? (ar ? 'سطر توضيحي' : 'A line') : undefined}
						/>
						<Radio variant={variant} name={variant} value="3" label={ar ? 'غير متاح' : 'Unavailable'} disabled />
					</Stack>
				</Fieldset>
			))}
			<Stack direction="row" gap="medium">
				{radioSizes.map((size) => (
					<Radio key={size} size={size} name="bare" aria-label={size} defaultChecked={size === 'large'} />
				))}
			</Stack>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
