import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Button } from '../Button/Button.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'

const meta = {
	title: 'Components/ConfirmDialog',
	component: ConfirmDialog.Content,
	args: {
		title: 'هل تريد حذف عنوان «زينب حسن Zainab»؟',
		description: 'سيُحذف العنوان من دفتر عناوينك، ولن يتأثر أي طلب أرسلته إليه من قبل.',
	},
	parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof ConfirmDialog.Content>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<ConfirmDialog.Root defaultOpen>
			<ConfirmDialog.Trigger asChild>
				<Button variant="ghost" tone="danger" icon="trash">
					حذف
				</Button>
			</ConfirmDialog.Trigger>
			<ConfirmDialog.Content {...args}>
				<Button tone="danger" size="large" fullWidth>
					نعم، احذف العنوان
				</Button>
				<ConfirmDialog.Cancel asChild>
					<Button variant="outline" tone="neutral" size="large" fullWidth>
						تراجع
					</Button>
				</ConfirmDialog.Cancel>
			</ConfirmDialog.Content>
		</ConfirmDialog.Root>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	args: { title: 'Delete your account?', description: 'Your orders, coupons and favourites go with it. This cannot be undone.' },
	render: (args) => (
		<ConfirmDialog.Root defaultOpen>
			<ConfirmDialog.Trigger asChild>
				<Button tone="danger">Delete my account</Button>
			</ConfirmDialog.Trigger>
			<ConfirmDialog.Content {...args}>
				<Button tone="danger" size="large" fullWidth loading loadingLabel="Deleting your account…">
					Yes, delete my account
				</Button>
				<ConfirmDialog.Cancel asChild>
					<Button variant="outline" tone="neutral" size="large" fullWidth>
						Keep my account
					</Button>
				</ConfirmDialog.Cancel>
			</ConfirmDialog.Content>
		</ConfirmDialog.Root>
	),
}

/** Closed: the trigger asks first. All the states a buyer meets are open (above), busy (English) and closed (here). */
export const ClosedWithTrigger: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<ConfirmDialog.Root>
			<ConfirmDialog.Trigger asChild>
				<Button variant="ghost" tone="danger" icon="trash">
					حذف سجل التصفح بالكامل
				</Button>
			</ConfirmDialog.Trigger>
			<ConfirmDialog.Content {...args} title="حذف سجل التصفح بالكامل؟" description={undefined}>
				<ConfirmDialog.Action asChild>
					<Button tone="danger" size="large" fullWidth>
						نعم، احذف
					</Button>
				</ConfirmDialog.Action>
				<ConfirmDialog.Cancel asChild>
					<Button variant="outline" tone="neutral" size="large" fullWidth>
						إلغاء
					</Button>
				</ConfirmDialog.Cancel>
			</ConfirmDialog.Content>
		</ConfirmDialog.Root>
	),
}
