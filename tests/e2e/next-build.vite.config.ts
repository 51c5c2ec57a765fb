import { defineConfig, mergeConfig, type ConfigEnv } from 'vite'
import appConfig from '../../vite.config.ts'

/** The marker the next build's index.html carries (tests/e2e/service-worker.e2e.ts). */
export const NEXT_BUILD_MARKER = 'next'

/**
 * The app's own build config with a difference, for a test to deploy as "the next release": every
 * chunk gains a comment (so every hashed file name changes, as with a real code change) and
 * index.html a marker the test can read.
 */
export default defineConfig((env: ConfigEnv) =>
  mergeConfig(appConfig(env), {
    build: { rolldownOptions: { output: { banner: '/* the next build */' } } },
    plugins: [
      {
        name: 'next-build-marker',
        transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'app-build', content: NEXT_BUILD_MARKER }, injectTo: 'head' }],
      },
    ],
  }),
)
