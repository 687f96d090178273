import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Ltr, ltr } from './Ltr.tsx'

const meta = {
	title: 'Utilities/Ltr',
	component: Ltr,
	args: { children: '+964 ••• ••5679' },
	render: (args) => (
		<div style={{ display: 'grid', gap: 12 }}>
			<p>
				أرسلنا رمزاً من ٦ أرقام إلى <Ltr {...args} />
			</p>
			<p>
				رقم الطلب <Ltr>D261123048213</Ltr> · الموديل <Ltr>KT-2204</Ltr> · <Ltr>buyer@dijla.test</Ltr>
			</p>
			<p>بدون عزل: أرسلنا رمزاً إلى {String(args.children)}</p>
			<select aria-label="رمز الدولة">
				<option>{`العراق ${ltr('+964')}`}</option>
				<option>{`الصين ${ltr('+86')}`}</option>
			</select>
		</div>
	),
} satisfies Meta<typeof Ltr>

export default meta
type Story = StoryObj<typeof meta>

/** Phone numbers, order numbers, codes and e-mails read left to right inside Arabic; the last line shows the bug. */
export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH }
