import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_CHINESE, IN_ENGLISH, IN_KURDISH } from '../../story-samples.ts'
import { TabBar, type TabBarItem } from './TabBar.tsx'

const arabicItems: Array<TabBarItem> = [
	{ key: 'home', label: 'الرئيسية', icon: 'home', href: '#home', active: true },
	{ key: 'gifts', label: 'الهدايا المجانية', icon: 'gift', href: '#gifts' },
	{ key: 'account', label: 'حسابي', icon: 'user', href: '#account' },
]

const meta = {
	title: 'Components/TabBar',
	component: TabBar,
	args: { label: 'التنقل الرئيسي', items: arabicItems },
	parameters: { docs: { story: { inline: false, iframeHeight: 160 } } },
	decorators: [
		(Story) => (
			<div style={{ minBlockSize: 120 }}>
				<Story />
			</div>
		),
	],
} satisfies Meta<typeof TabBar>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = { globals: IN_ARABIC }

export const English: Story = {
	globals: IN_ENGLISH,
	args: {
		label: 'Main',
		items: [
			{ key: 'home', label: 'Home', icon: 'home', href: '#home' },
			{ key: 'gifts', label: 'Free gifts', icon: 'gift', href: '#gifts', active: true },
			{ key: 'account', label: 'Account', icon: 'user', href: '#account' },
		],
	},
}

export const Kurdish: Story = {
	globals: IN_KURDISH,
	args: {
		label: 'ڕێنیشاندانی سەرەکی',
		items: [
			{ key: 'home', label: 'سەرەکی', icon: 'home', href: '#home', active: true },
			{ key: 'gifts', label: 'دیاری بەخۆڕایی', icon: 'gift', href: '#gifts' },
			{ key: 'account', label: 'هەژمارەکەم', icon: 'user', href: '#account' },
		],
	},
}

export const Chinese: Story = {
	globals: IN_CHINESE,
	args: {
		label: '主导航',
		items: [
			{ key: 'home', label: '首页', icon: 'home', href: '#home' },
			{ key: 'gifts', label: '免费礼品', icon: 'gift', href: '#gifts' },
			{ key: 'account', label: '我的', icon: 'user', href: '#account', active: true },
		],
	},
}

/** Long labels, a badge with its meaning, and a filled icon for the active tab. */
export const AllStatesArabic: Story = {
	globals: IN_ARABIC,
	args: {
		items: [
			{ key: 'home', label: 'الصفحة الرئيسية للمتجر', icon: 'home', href: '#home' },
			{ key: 'gifts', label: 'الهدايا المجانية ودعوة الأصدقاء', icon: 'gift', href: '#gifts', badge: 3, badgeLabel: '٣ هدايا جديدة' },
			{ key: 'favourites', label: 'المفضلة', icon: 'heart', activeIcon: 'heart-filled', href: '#fav', active: true },
			{ key: 'account', label: 'حسابي', icon: 'user', href: '#account', badge: '99+', badgeLabel: 'أكثر من ٩٩ إشعارًا' },
		],
	},
}
