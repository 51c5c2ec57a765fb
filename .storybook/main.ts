import type { StorybookConfig } from '@storybook/react-vite'

// The app's vite.config.ts is loaded as is: Lingui's macro (Babel) and .po plugins apply to stories too.
const config: StorybookConfig = {
  // StrictMode like src/main.tsx, so stories catch effects that break when run twice.
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true },
}

export default config
