import { type Meta, type StoryObj } from '@storybook/react-vite'
import { IN_ARABIC, IN_ENGLISH } from '../../story-samples.ts'
import { OfflineBanner } from './OfflineBanner.tsx'

const meta = {
	title: 'Components/OfflineBanner',
	component: OfflineBanner,
	args: { forceOffline: true, children: '' },
} satisfies Meta<typeof OfflineBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Arabic: Story = {
	globals: IN_ARABIC,
	args: { children: 'أنت غير متصل. رسائلك تنتظر هنا وتُرسل وحدها عند عودة الاتصال.' },
}

export const English: Story = {
	globals: IN_ENGLISH,
	args: { children: 'You are offline. Your messages wait here and go out by themselves when you are back online.' },
}
