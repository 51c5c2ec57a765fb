import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'zh-CN', 'zh-TW', 'vi'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*', '<rootDir>/src/i18n/error-message.ts'],
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/errors',
      include: ['<rootDir>/src/i18n/error-message.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
