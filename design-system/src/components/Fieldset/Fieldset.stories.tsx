import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Radio } from '../Radio/Radio.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { Fieldset, fieldsetGaps, fieldsetLegendSizes, fieldsetVariants } from './Fieldset.tsx'

const meta = {
	title: 'Forms/Fieldset',
	component: Fieldset,
	args: { legend: 'المستلم: الاسم الكامل ورقم الجوال الذي نتصل به عند التوصيل', variant: 'card', gap: 'medium', legendSize: 'standard' },
	argTypes: variantControls({ variant: fieldsetVariants, gap: fieldsetGaps, legendSize: fieldsetLegendSizes }),
	decorators: [(Story) => <div style={{ background: '#F3F6F7', padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Fieldset>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<Fieldset {...args}>
			<TextField label="الاسم الكامل" name="fullName" />
			<TextField label="رقم الجوال" name="phone" type="tel" dir="ltr" hint="مثال: 0770 123 4567" />
		</Fieldset>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	args: { legend: 'Recipient' },
	render: (args) => (
		<Fieldset {...args}>
			<TextField label="Full name" name="fullName" />
			<TextField label="Mobile number" name="phone" type="tel" hint="e.g. 0770 123 4567" />
		</Fieldset>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	const radios = (name: string) => (
		<>
			<Radio
				variant="card"
				name={name}
				value="1"
				label={ar ? 'توصيل إلى عنواني' : 'Deliver to my address'}
				description={ar ? 'نوصل إلى باب متجرك' : 'To your shop door'}
			/>
			<Radio
				variant="card"
				name={name}
				value="2"
				label={ar ? 'استلام من متجر دجلة' : 'Collect from a Dijla store'}
				description={ar ? 'بغداد، شارع الرشيد' : 'Baghdad, Al-Rashid street'}
			/>
		</>
	)
	return (
		<Stack gap="large" style={{ maxInlineSize: 480 }}>
			<Fieldset legend={ar ? 'طريقة الاستلام' : 'How you receive it'}>{radios('a')}</Fieldset>
			<Fieldset legend={ar ? 'طريقة الاستلام' : 'How you receive it'} hint={ar ? 'يمكنك تغييرها لاحقًا' : 'You can change it later'}>
				{radios('b')}
			</Fieldset>
			<Fieldset legend={ar ? 'طريقة الاستلام' : 'How you receive it'} error={ar ? 'اختر طريقة الاستلام' : 'Choose how you receive it'}>
				{radios('c')}
			</Fieldset>
			<Fieldset variant="plain" legendSize="small" gap="small" legend={ar ? 'اللون' : 'Colour'}>
				<Stack direction="row" gap="small" wrap>
					{(ar ? ['أحمر', 'أزرق داكن', 'أسود'] : ['Red', 'Dark blue', 'Black']).map((colour) => (
						<Radio key={colour} variant="chip" name="colour" value={colour} label={colour} />
					))}
				</Stack>
			</Fieldset>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
