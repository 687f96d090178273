import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Badge } from '../Badge/Badge.tsx'
import { Callout } from '../Callout/Callout.tsx'
import { Card } from '../Card/Card.tsx'
import { Heading } from '../Heading/Heading.tsx'
import { Text } from '../Text/Text.tsx'
import { PageBody, pageBodyGaps, pageBodyPaddings } from './PageBody.tsx'

const meta = {
	title: 'Components/PageBody',
	component: PageBody,
	args: { gap: 'medium', padding: 'large', endSpace: false },
	argTypes: variantControls({ gap: pageBodyGaps, padding: pageBodyPaddings }),
	parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageBody>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<PageBody {...args}>
			<Callout.Root tone="warning">
				<Callout.Icon name="clock" />
				<Callout.Text>هذا الطلب بانتظار دفعك.</Callout.Text>
			</Callout.Root>
			<Card gap="small">
				<Heading level={4} as="h2" tone="strong">
					معلومات الطلب
				</Heading>
				<Badge tone="accent">بانتظار الدفع</Badge>
				<Text tone="muted" size="small">
					رقم التتبع يُعطى عند مغادرة البضاعة الصين
				</Text>
			</Card>
			<Card gap="small">
				<Heading level={4} as="h2" tone="strong">
					عنوان التسليم
				</Heading>
				<Text size="small">المنصور، شارع ١٤ رمضان، بغداد</Text>
			</Card>
		</PageBody>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<PageBody {...args}>
			<Callout.Root tone="warning">
				<Callout.Icon name="clock" />
				<Callout.Text>This order is waiting for your payment.</Callout.Text>
			</Callout.Root>
			<Card gap="small">
				<Heading level={4} as="h2" tone="strong">
					Order information
				</Heading>
				<Badge tone="accent">Awaiting payment</Badge>
				<Text tone="muted" size="small">
					The tracking number comes when the goods leave China
				</Text>
			</Card>
			<Card gap="small">
				<Heading level={4} as="h2" tone="strong">
					Delivery address
				</Heading>
				<Text size="small">Al-Mansour, 14 Ramadan Street, Baghdad</Text>
			</Card>
		</PageBody>
	),
}
