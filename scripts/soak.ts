// `npm run soak [-- options]`: the long-session check. A logged-in demo user sits in
// a game room for 10 minutes of simulated rounds at 4x CPU slowdown, then cycles through the main
// routes and back to the room. Prints the figures and exits 1 past the budgets (the session and
// the budgets: tests/e2e/soak-session.ts, soak-report.ts; the CI variant: tests/e2e/soak.e2e.ts).
//
// Default: the demo build (dist-demo/, `npm run build:demo` first, Mirage in the page), real time.
//   --fast            accelerate the page clock between round transitions (each transition still
//                     runs in real time); about 2 real minutes instead of 12
//   --prod            the production build (dist/, `npm run build`) against the mock API over HTTP
//                     (mocks/http-server.ts in a child process): the app without Mirage in its page;
//                     real time only
//   --minutes N       simulated minutes in the room (default 10)
//   --room PATH       the room (default /activity/15: Quick-3, 2-minute rounds; /activity/1 and /bjsc/4
//                     have 3-minute rounds)
//   --cycles N        cycles through the main routes after the room session (default 3)
//   --cpu N           CPU slowdown (default 4)
//   --json FILE       also write the raw result as JSON
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { launchBrowser } from '../tests/e2e/helpers'
import { formatSoakReport, soakFailures } from '../tests/e2e/soak-report'
import { runSoak } from '../tests/e2e/soak-session'
import { contentSecurityPolicy, startStaticServer, type StaticServer } from '../tests/e2e/static-server'

const ROOT = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const value = (name: string, fallback: string) => {
  const i = args.indexOf(name)
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback
}

const prod = flag('--prod')
const fast = flag('--fast')
const minutes = Number(value('--minutes', '10'))
const roomPath = value('--room', '/activity/15')
const cycles = Number(value('--cycles', '3'))
const cpuRate = Number(value('--cpu', '4'))
const jsonFile = flag('--json') ? value('--json', '') : ''
if (prod && fast) {
  console.error('soak: --prod runs in real time (the mock API keeps its own clock); drop --fast')
  process.exit(2)
}

const dist = resolve(ROOT, prod ? 'dist' : 'dist-demo')
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`soak: ${dist}/index.html is missing; run \`npm run ${prod ? 'build' : 'build:demo'}\` first`)
  process.exit(2)
}

/** The mock API in a child process (Mirage patches globals), like the e2e setup; resolves with its URL. */
function startMockApi(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/e2e/mock-api-child.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  return new Promise((done, fail) => {
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d
      const m = /MOCK_API_URL=(\S+)/.exec(out)
      if (m) done({ url: m[1]!.replace(/\/+$/, ''), child })
    })
    child.once('exit', (code) => fail(new Error(`mock API exited (code ${code})`)))
  })
}

// Serve a copy: a rebuild in the same tree mid-run would otherwise swap the hashed assets.
const copy = mkdtempSync(join(tmpdir(), 'soak-'))
cpSync(dist, join(copy, 'app'), { recursive: true })
let api: { url: string; child: ChildProcess } | null = null
let server: StaticServer | null = null
const browser = await launchBrowser()
let exitCode = 0
try {
  if (prod) api = await startMockApi()
  server = await startStaticServer({
    root: join(copy, 'app'),
    ...(api ? { overrides: { '/manifest.json': JSON.stringify({ apiWebUrl: api.url }) } } : {}),
    csp: contentSecurityPolicy(api?.url),
  })
  console.log(
    `soak: ${prod ? 'production build + mock API over HTTP' : 'demo build'} (built ${new Date(statSync(join(dist, 'index.html')).mtimeMs).toISOString()}), ` +
      `${roomPath}, ${minutes} simulated min ${fast ? '(accelerated page clock, transitions in real time)' : '(real time)'}, ` +
      `${cpuRate}x CPU slowdown, then ${cycles} route cycles`,
  )
  const result = await runSoak({
    browser,
    baseURL: server.url,
    roomPath,
    minutes,
    fast,
    cpuRate,
    cycles,
    log: (l) => console.log(l),
  })
  console.log('')
  console.log(formatSoakReport(result))
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(result, null, 2))
  const failures = soakFailures(result)
  if (failures.length) {
    console.log(`\nFAIL: ${failures.length} soak budget(s) missed`)
    for (const f of failures) console.log(`  - ${f}`)
    exitCode = 1
  } else {
    console.log('\nPASS: every soak budget met')
  }
} catch (error) {
  console.error(error)
  exitCode = 2
} finally {
  await browser.close().catch(() => undefined)
  await server?.close()
  api?.child.kill('SIGTERM')
  rmSync(copy, { recursive: true, force: true })
}
process.exit(exitCode)
