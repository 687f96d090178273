import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH, variantControls } from '../../story-samples.ts'
import { Box } from '../Box/Box.tsx'
import { Stack } from '../Stack/Stack.tsx'
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx'
import { SearchBar, searchBarTones } from './SearchBar.tsx'

const meta = {
	title: 'Components/SearchBar',
	component: SearchBar.Root,
	args: { tone: 'sunken' },
	argTypes: variantControls({ tone: searchBarTones }),
} satisfies Meta<typeof SearchBar.Root>

export default meta
type Story = StoryObj<typeof meta>

/** The icon at the start (the right in Arabic); a Latin keyword typed into it stays in its own direction. */
export const Arabic: Story = {
	globals: IN_ARABIC,
	render: (args) => (
		<SearchBar.Root {...args}>
			<VisuallyHidden>ابحث</VisuallyHidden>
			<SearchBar.Input name="keyword" placeholder="ابحث عن منتجات بالجملة" defaultValue="Galaxy A15 أزرق" />
		</SearchBar.Root>
	),
}

export const English: Story = {
	globals: IN_ENGLISH,
	render: (args) => (
		<SearchBar.Root {...args}>
			<VisuallyHidden>Search</VisuallyHidden>
			<SearchBar.Input name="keyword" placeholder="Search wholesale products" />
		</SearchBar.Root>
	),
}

function AllStates({ language }: { language: 'ar' | 'en' }) {
	const ar = language === 'ar'
	const placeholder = ar ? 'ابحث عن منتجات بالجملة' : 'Search wholesale products'
	return (
		<Stack gap="medium">
			<SearchBar.Root>
				<VisuallyHidden>{ar ? 'ابحث' : 'Search'}</VisuallyHidden>
				<SearchBar.Input placeholder={placeholder} />
			</SearchBar.Root>
			<SearchBar.Root>
				<VisuallyHidden>{ar ? 'ابحث' : 'Search'}</VisuallyHidden>
				<SearchBar.Input
					defaultValue={ar ? 'حقيبة ظهر مدرسية مقاومة للماء SKU-A12 بألوان متعددة' : 'Waterproof school backpack SKU-A12 in many colours'}
				/>
			</SearchBar.Root>
			{/* On the brand bar, as a link to the search page. */}
			<Box display="flex" padding="small" background="brand">
				<SearchBar.Root asChild tone="surface">
					<a href="#search">{placeholder}</a>
				</SearchBar.Root>
			</Box>
		</Stack>
	)
}

export const AllStatesArabic: Story = { globals: IN_ARABIC, render: () => <AllStates language="ar" /> }

export const AllStatesEnglish: Story = { globals: IN_ENGLISH, render: () => <AllStates language="en" /> }
