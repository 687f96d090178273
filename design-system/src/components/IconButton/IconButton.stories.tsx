import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { buttonSizes, buttonTones, buttonVariants } from '../Button/Button.tsx'
import { iconNames } from '../Icon/icons.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { IconButton, iconButtonShapes } from './IconButton.tsx'

const meta = {
	title: 'Components/IconButton',
	component: IconButton,
	args: { icon: 'heart', label: 'أضف إلى المفضلة' },
	argTypes: {
		icon: { control: 'select', options: iconNames },
		variant: { control: 'inline-radio', options: buttonVariants },
		tone: { control: 'inline-radio', options: buttonTones },
		size: { control: 'inline-radio', options: buttonSizes },
		shape: { control: 'inline-radio', options: iconButtonShapes },
	},
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = { globals: IN_ENGLISH, args: { label: 'Add to favourites' } }

export const BackInRightToLeft: Story = { globals: IN_ARABIC, args: { icon: 'arrow-back', label: 'رجوع إلى الصفحة السابقة' } }

export const CartWithBadge: Story = { globals: IN_ARABIC, args: { icon: 'cart', label: 'السلة، ١٢ منتجًا', badge: 12 } }

function AllStates({ label }: { label: string }) {
	return (
		<Stack gap="medium">
			{buttonVariants.map((variant) => (
				<Stack key={variant} direction="row" gap="small" align="center" wrap>
					{buttonTones.map((tone) =>
						buttonSizes.map((size) => <IconButton key={`${tone}-${size}`} icon="share" label={label} variant={variant} tone={tone} size={size} />),
					)}
					<IconButton icon="trash" label={label} variant={variant} shape="round" />
					<IconButton icon="trash" label={label} variant={variant} disabled />
					<IconButton icon="chevron-end" label={label} variant={variant} loading />
				</Stack>
			))}
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates label="مشاركة المنتج عبر واتساب" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates label="Share on WhatsApp" /> }
