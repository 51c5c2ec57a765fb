import type { StorybookConfig } from '@storybook/react-vite'

// The app's vite.config.ts is loaded as is: Lingui's macro (Babel) and .po plugins apply to stories too.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true },
}

export default config
