import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { contentSecurityPolicy, startStaticServer, type StaticServer } from './static-server'

/** The servers that hold state (the mock APIs) and the production build pointed at them. */
export interface E2eStack {
  /** The production build (dist/), its manifest.json pointing at `apiUrl`. */
  prodUrl: string
  /** The mock API over HTTP (mocks/http-server.ts), a separate origin. */
  apiUrl: string
  /** The same production build against a mock API speaking the alt dialect (mocks/lib/dialect.ts). */
  prodAltUrl: string
  apiAltUrl: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo build (dist-demo/), Mirage in the page. */
    demoUrl: string
    /** One stack per e2e worker, so that files running side by side share no server state (servers.ts). */
    stacks: E2eStack[]
    /** Copies of dist/ and dist-demo/ taken at setup (what the servers serve), for tests that read files. */
    distDir: string
    distDemoDir: string
  }
}

const ROOT = resolve(import.meta.dirname, '../..')
const DIST = resolve(ROOT, 'dist')
const DIST_DEMO = resolve(ROOT, 'dist-demo')
const START_TIMEOUT_MS = 20_000

function requireBuild(dir: string, script: string): void {
  if (!existsSync(resolve(dir, 'index.html'))) {
    throw new Error(
      `e2e: ${dir}/index.html is missing. Build first: \`npm run ${script}\` ` +
        '(npm test builds both dist/ and dist-demo/ before running vitest).',
    )
  }
}

/**
 * The mock API in a child process; resolves with its URL once it prints it. `env` adds settings of
 * mock-api-child.ts (MOCK_SCENARIO, MOCK_CLOCK_START, MOCK_DIALECT, MOCK_MEDIA); a test may start a private one this way.
 */
export function startMockApiChild(env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'mock-api-child.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', ...env },
  })
  return new Promise((resolvePromise, reject) => {
    let out = ''
    let err = ''
    const timer = setTimeout(() => fail(new Error(`mock API did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS)
    const fail = (error: Error) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${error.message}\n--- mock API stdout ---\n${out}\n--- stderr ---\n${err}`))
    }
    child.stderr!.on('data', (d: Buffer) => {
      err += d
      if (process.env.E2E_DEBUG) process.stderr.write(d)
    })
    child.stdout!.on('data', (d: Buffer) => {
      out += d
      const match = /MOCK_API_URL=(\S+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        resolvePromise({ url: match[1]!.replace(/\/+$/, ''), child })
      }
    })
    child.once('error', fail)
    child.once('exit', (code, signal) => fail(new Error(`mock API exited early (code ${code}, signal ${signal})`)))
  })
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    child.kill('SIGTERM')
  })
}

export default async function setup(project: TestProject) {
  requireBuild(DIST, 'build')
  requireBuild(DIST_DEMO, 'build:demo')

  const cleanups: Array<() => Promise<void>> = []
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error('e2e teardown:', e))
  }
  try {
    // Serve copies: another `npm run build` in the same tree mid-run would otherwise swap the
    // hashed assets under a loaded page.
    const snapshot = mkdtempSync(resolve(tmpdir(), 'e2e-builds-'))
    cleanups.push(async () => rmSync(snapshot, { recursive: true, force: true }))
    cpSync(DIST, resolve(snapshot, 'dist'), { recursive: true })
    cpSync(DIST_DEMO, resolve(snapshot, 'dist-demo'), { recursive: true })

    const site = async (apiUrl: string) => {
      const server: StaticServer = await startStaticServer({
        root: resolve(snapshot, 'dist'),
        // The production build finds its API through manifest.json; served from memory, dist/ untouched.
        overrides: { '/manifest.json': JSON.stringify({ apiWebUrl: apiUrl }) },
        // Both builds run under the deployment's CSP (README), the API origin taken from the manifest.
        csp: contentSecurityPolicy(apiUrl),
      })
      cleanups.push(() => server.close())
      return server.url
    }
    const api = async (env: Record<string, string> = {}) => {
      const started = await startMockApiChild(env)
      started.child.removeAllListeners('exit')
      cleanups.push(() => stopChild(started.child))
      return started.url
    }
    const stacks: E2eStack[] = []
    for (let i = 0; i < Math.max(1, project.config.maxWorkers); i++) {
      const apiUrl = await api()
      // A second server that reads the API's open points the other way: the app must work with both.
      const apiAltUrl = await api({ MOCK_DIALECT: 'alt' })
      stacks.push({ apiUrl, prodUrl: await site(apiUrl), apiAltUrl, prodAltUrl: await site(apiAltUrl) })
    }
    // The demo build's backend runs in the page: one server for every worker.
    const demo = await startStaticServer({ root: resolve(snapshot, 'dist-demo'), csp: contentSecurityPolicy() })
    cleanups.push(() => demo.close())

    project.provide('stacks', stacks)
    project.provide('demoUrl', demo.url)
    project.provide('distDir', resolve(snapshot, 'dist'))
    project.provide('distDemoDir', resolve(snapshot, 'dist-demo'))
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
