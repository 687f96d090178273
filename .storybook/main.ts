import { type StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
	stories: ['../design-system/src/**/*.mdx', '../design-system/src/**/*.stories.@(ts|tsx)'],
	addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
	framework: {
		name: '@storybook/react-vite',
		options: {
			// React + vanilla-extract only: the Remix plugin stays out of Storybook (reference/stack.md).
			builder: { viteConfigPath: '.storybook/vite.config.ts' },
		},
	},
	core: { disableTelemetry: true },
}

export default config
