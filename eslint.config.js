// Lint: TypeScript and React hooks rules, and the directions imports may take, so the layout stays as
// docs/contributing.md describes it: routes → features → app / ui → api / lib; machines use no React;
// no feature imports another; the app never imports the demo backend statically.
import { readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

/** Tests, stories and their helpers (`test-*.ts`, `story-*.ts`) may use the demo backend directly. */
const TESTS_AND_STORIES = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test-*.ts', '**/story-*.ts', '**/story-*.tsx']

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-demo/**', 'storybook-static/**', 'coverage/**', 'node_modules/**', 'src/route-tree.gen.ts', '**/*.po'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // a `let` assigned once after a closure that reads it was made (services that refer to each other)
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // the app's own code: import directions
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: TESTS_AND_STORIES,
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './mocks', message: 'The app loads the demo backend only with a dynamic import (src/main.tsx).' },
            { target: './machines', from: './mocks' },
            {
              target: ['./src/lib', './src/api'],
              from: ['./src/features', './src/app', './src/ui', './src/routes'],
              message: 'lib and api are the base: they import no screens or app code.',
            },
            {
              target: ['./src/ui', './src/app'],
              from: ['./src/features', './src/routes'],
              message: 'Shared code imports no feature or route.',
            },
            { target: './src/features', from: './src/routes' },
            {
              target: './src/ui',
              from: './src/i18n/error-message.ts',
              message: 'src/ui is presentational: turn an error into text in the caller (src/app/load-error.tsx).',
            },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'A feature never imports another: move the shared piece to src/ui or src/lib.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The kit's animated overlays and gestures bring its spring and gesture libraries (~25 kB gzip): the app
    // has its own (docs/contributing.md, "UI kit").
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^antd-mobile/es/components/(popup|center-popup|dialog|modal|toast|mask|action-sheet|tabs|pull-to-refresh|swiper|floating-panel|swipe-action|image-viewer|picker|cascader)(/|$)',
              message:
                'Use src/ui: Sheet, ConfirmDialog/Dialog, Toast, Tabs, PullRefresh (the kit version brings react-spring and @use-gesture).',
            },
          ],
        },
      ],
    },
  },
  {
    // valibot is one module, and the entry reads with it: every schema function the app uses anywhere
    // is in every first load. These have equivalents the entry already carries (docs/performance.md).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mocks/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[
          ['object', 'v.looseObject'],
          ['strictObject', 'v.looseObject'],
          ['minValue', 'v.check'],
          ['maxValue', 'v.check'],
          ['custom', 'v.unknown() with a transform'],
          ['parse', 'v.safeParse'],
        ].map(([property, instead]) => ({
          object: 'v',
          property,
          message: `Use ${instead}: valibot rides in the entry whole, so each function used anywhere loads on every first load.`,
        })),
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@xstate/react', '@lingui/*', 'antd-mobile', 'antd-mobile/*'],
              message: 'Machines use no React, UI kit or translations: emit events, views translate.',
            },
          ],
        },
      ],
    },
  },
)
