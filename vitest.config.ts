import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import viteConfig from './vite.config.ts'
import { CHROMIUM_ARGS, chromiumPath } from './tests/chromium.ts'
import { RunFirstSequencer } from './tests/sequencer.ts'

/**
 * Every third-party module the stories import, for Vite to pre-bundle before the first story runs.
 * Discovered later (a lazy route, a sheet) it would make Vite re-optimize and reload the page in
 * the middle of a run — a flaky first run on a clean CI cache.
 */
function storyDeps(): string[] {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8')
        for (const m of text.matchAll(
          /(?:from|import\()\s*['"]((?:antd-mobile|antd-mobile-icons|axe-core|dompurify|libphonenumber-js)(?:\/[^'"]*)?)['"]/g,
        )) {
          found.add(m[1])
        }
      }
    }
  }
  for (const dir of ['src', '.storybook', 'machines']) walk(dir)
  return [...found].sort()
}

/**
 * Files at a time in the unit and story projects, which run side by side (Vitest requires them to
 * agree): two even on two cores, where Vitest's default is one. A unit file spends much of its time
 * setting up jsdom and importing, and a story file waiting on its browser: on the 2-core dev machine
 * the two projects took 242 s instead of 306 s (the unit project alone 160 s instead of 241 s). The
 * e2e project runs after them.
 */
const SIDE_BY_SIDE_WORKERS = Math.max(2, availableParallelism() - 1)

/**
 * The memory a unit worker may hold before a fresh one replaces it (Vitest's `vmMemoryLimit`). A worker
 * held up to ~1.2 GB by the end of a run on the dev machine; Vitest's default is the machine's memory
 * shared among the workers.
 */
const VM_MEMORY_LIMIT = '2GB'

/**
 * Tests that cannot run in a VM context, so not in the unit project: Lingui's config loader (jiti) in the
 * build tooling's tests, and the mock API's Node bridge, which sets Mirage's browser globals (fetch's
 * `Headers` is read-only on a VM context's global).
 */
const NODE_PROCESS_TESTS = ['scripts/**/*.test.ts', 'mocks/http-server.test.ts']

/** e2e files at a time: each runs a browser beside its test's Node process and its stack's mock APIs. */
const E2E_WORKERS = 2

const appConfig = typeof viteConfig === 'function' ? viteConfig({ mode: 'test', command: 'serve' }) : viteConfig

export default mergeConfig(
  appConfig,
  defineConfig({
    test: {
      sequence: { sequencer: RunFirstSequencer },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
            exclude: NODE_PROCESS_TESTS,
            // Each file in a VM context of a worker that lives on: a file still gets fresh modules and a
            // fresh jsdom window, but not a fresh process that imports jsdom again (~1.1 s a file). On the
            // 2-core dev machine the project took 85 s instead of 210 s. A worker is replaced when it holds
            // more than VM_MEMORY_LIMIT (contexts leak a little).
            pool: 'vmForks',
            vmMemoryLimit: VM_MEMORY_LIMIT,
            setupFiles: ['tests/setup.ts'],
            // Whole-app tests against Mirage take a few seconds on a busy 2-core machine, and each wait
            // may take up to 10 s there (tests/setup.ts). A file's first whole-app test also loads the app's
            // modules: one took over 30 s with two whole suites at once on two cores (the next ones, 2-6 s).
            testTimeout: 60_000,
            maxWorkers: SIDE_BY_SIDE_WORKERS,
          },
        },
        {
          extends: true,
          test: {
            // Node-side tools, each file in a process of its own (see NODE_PROCESS_TESTS).
            name: 'tools',
            environment: 'node',
            include: NODE_PROCESS_TESTS,
            // A file's first import of the mock API (Mirage, the scenarios) took over 10 s, Vitest's default for a
            // hook, in a clean clone with both cores busy.
            testTimeout: 60_000,
            hookTimeout: 60_000,
            maxWorkers: SIDE_BY_SIDE_WORKERS,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          optimizeDeps: { include: storyDeps(), entries: ['src/**/*.stories.tsx', '.storybook/preview.tsx'] },
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }),
              instances: [{ browser: 'chromium' }],
            },
            setupFiles: ['.storybook/vitest.setup.ts'],
            // A worker's story files share one page instead of a fresh iframe each (its test harness and the
            // preview loaded again for every file): on the 2-core dev machine the project took 77 s instead of
            // 113 s, and ~120 s of CPU instead of ~200 s. Each story already starts from its own state: the
            // preview's loaders build its app and demo backend, its beforeEach clears what an earlier story
            // kept (.storybook/preview.tsx), as between the stories of one file.
            isolate: false,
            maxWorkers: SIDE_BY_SIDE_WORKERS,
            // A play function's waits take up to 10 s each on a busy machine (.storybook/vitest.setup.ts).
            testTimeout: 30_000,
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.e2e.ts'],
            environment: 'node',
            globalSetup: ['tests/e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // What the page shows after a request may take seconds on a loaded machine (requests pass
            // through Playwright's interception in this process); a poll still ends as soon as it holds.
            expect: { poll: { timeout: 5_000 } },
            // Two files at a time, each worker with servers of its own (tests/e2e/servers.ts), after the
            // unit and story projects (a group of its own). On the 2-core dev machine its files (less the
            // accessibility and translation sweeps, then run alone) took 252 s with two (CPU ~80 % busy) and
            // 224 s with three (~93 %: no headroom for a busy machine). The soak starts first (tests/sequencer.ts)
            // beside the other files: its memory budget counts the app's data, not V8's compiled code, and
            // beside them it read 5.2 kB per simulated minute, 9.5 with both cores also busy (budget 25).
            maxWorkers: E2E_WORKERS,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
)
