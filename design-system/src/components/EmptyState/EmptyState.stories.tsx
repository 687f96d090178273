import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { Button } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { EmptyState } from './EmptyState.tsx'

const meta = {
	title: 'Components/EmptyState',
	component: EmptyState,
	args: {
		icon: <Icon name="cart" size="large" />,
		title: 'سلة المشتريات فارغة حاليًا',
		description: 'تصفح آلاف المنتجات بأسعار الجملة من الصين، وأضف ما يعجبك إلى السلة لتطلبه دفعة واحدة',
		action: <Button>تصفح المنتجات</Button>,
	},
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = {
	globals: IN_ENGLISH,
	args: {
		title: 'Your cart is empty',
		description: 'Browse thousands of wholesale products from China and order them in one go',
		action: <Button>Browse products</Button>,
	},
}

export const AllStates: Story = {
	globals: IN_ARABIC,
	render: () => (
		<Stack gap="xlarge">
			<EmptyState
				icon={<Icon name="wifi-off" size="large" />}
				title="لا يوجد اتصال بالإنترنت"
				description="تحقق من اتصالك ثم أعد المحاولة"
				action={
					<Button variant="soft" icon="refresh">
						إعادة المحاولة
					</Button>
				}
			/>
			<EmptyState icon={<Icon name="search" size="large" />} title="لا توجد نتائج لـ «SKU-Z99 أخضر»" />
			<EmptyState
				title="لا توجد طلبات بعد"
				description="ستظهر طلباتك هنا"
				action={
					<>
						<Button>ابدأ التسوق</Button>
						<Button variant="ghost">تواصل مع الدعم</Button>
					</>
				}
			/>
		</Stack>
	),
}
