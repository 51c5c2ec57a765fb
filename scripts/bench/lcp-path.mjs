// Where Lighthouse's simulated LCP comes from: runs Lighthouse (mobile, simulated throttling) on one
// route of a build and prints the two graphs its LCP estimate is the average of (Lantern's optimistic
// and pessimistic graphs), each node with its simulated start, end and duration, and what it is; and,
// from the fast load Lighthouse observed, when the largest paint came and which element it was (the graph
// keeps the requests that had finished by then).
//
//   node scripts/bench/lcp-path.mjs [--demo] [--dir DIR] [--runs N] [--http1] [--inline] [--same-origin] [--without REGEX] ROUTE
//
// DIR is a production build (default dist/, served against the mock API like the bench does) or,
// with --demo, a demo build (default dist-demo/). `npm run bench -- --keep` leaves both, and the
// stack floor's build, in a temp dir it names; point --dir at `<that dir>/stack-floor` to see the
// floor's path. Served as the bench serves them: over HTTP/2 with TLS, the mock API on an HTTP/2
// origin of its own (`--http1`: plain HTTP/1.1, as the bench's `--http1`), its images as files of its
// own as an operator's (`--inline`: in its answers as `data:` addresses, the demo backend's form). Over HTTP/2 the model gives
// each origin one connection, which carries one request at a time in the order they were asked for.
//
// `--same-origin`: the API under the app's own origin instead (manifest.json's `apiWebUrl` empty; the app's
// server passes `/api/` and `/media/` to the mock API), as a deployment behind one host serves it: no CORS
// preflight, no second connection.
//
// `--without REGEX`: also prints the estimate with the requests whose path matches REGEX taken out of
// both graphs (what depended on them then depends on what they depended on): what those requests
// cost the simulated LCP, e.g. `--without /api/` or `--without 'getWinList|getGameList'`.
//
// How to read it, and what it showed: docs/performance.md.
import { chromiumPath, lighthouseFlags, loopbackCertificate, serve, servedOver, startBenchApi, startMockApi } from '../lighthouse.mjs'

const args = process.argv.slice(2)
const flag = (name) => {
  const i = args.indexOf(name)
  if (i < 0) return undefined
  const [, value] = args.splice(i, 2)
  return value
}
const demo = args.includes('--demo')
if (demo) args.splice(args.indexOf('--demo'), 1)
const dir = flag('--dir') ?? (demo ? 'dist-demo' : 'dist')
const runs = Number(flag('--runs') ?? 1)
const without = flag('--without')
const http1 = args.includes('--http1')
const inline = args.includes('--inline')
if (inline) args.splice(args.indexOf('--inline'), 1)
const sameOrigin = args.includes('--same-origin')
if (sameOrigin) args.splice(args.indexOf('--same-origin'), 1)
if (http1) args.splice(args.indexOf('--http1'), 1)
const route = args[0] ?? '/'

const { Audit, default: lighthouse, defaultConfig } = await import('lighthouse')
const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')
const { LoadSimulator } = await import('lighthouse/core/computed/load-simulator.js')

let captured = null

/** An audit that only asks Lighthouse's own LCP estimate for its graphs and keeps them. */
class LcpPath extends Audit {
  static get meta() {
    return {
      id: 'lcp-path',
      title: 'LCP path',
      failureTitle: 'LCP path',
      description: 'The simulated LCP graphs (scripts/bench/lcp-path.mjs).',
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps'],
    }
  }

  static async audit(artifacts, context) {
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: context.settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    }
    const result = await LanternLargestContentfulPaint.request(data, context)
    captured = { timing: result.timing, optimistic: rows(result.optimisticEstimate), pessimistic: rows(result.pessimisticEstimate) }
    if (without) {
      const simulator = await LoadSimulator.request(data, context)
      const match = (node) => node.type === 'network' && new RegExp(without).test(new URL(node.request.url).pathname)
      const ends = ['optimisticGraph', 'pessimisticGraph'].map((g) => {
        const simulation = simulator.simulate(withoutNodes(result[g], match), { label: `without-${g}` })
        return LanternLargestContentfulPaint.getEstimateFromSimulation(simulation).timeInMs
      })
      captured.without = (ends[0] + ends[1]) / 2
    }
    return { score: 1 }
  }
}

/** A copy of `graph` without the nodes `match` picks; their dependents depend on their dependencies instead. */
function withoutNodes(graph, match) {
  const root = graph.cloneWithRelationships()
  const nodes = []
  root.traverse((node) => nodes.push(node))
  for (const node of nodes.filter(match)) {
    const dependencies = node.getDependencies()
    for (const dependent of node.getDependents()) {
      dependent.removeDependency(node)
      for (const d of dependencies) dependent.addDependency(d)
    }
    for (const d of dependencies) node.removeDependency(d)
  }
  return root
}

const CPU_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'Layout',
  'Paint',
  'ParseHTML',
  'RunMicrotasks',
])

function describe(node) {
  if (node.type === 'network') {
    const r = node.request
    const url = r.url.startsWith('data:') ? 'data: URL' : r.url.replace(/^https?:\/\/[^/]+/, '')
    const conn = r.protocol === 'data' ? '' : ` conn ${r.connectionId}${r.connectionReused ? ' (reused)' : ''}`
    return `${r.resourceType ?? 'Other'} ${url} ${r.transferSize} B${conn}`
  }
  const events = node.childEvents.filter((e) => CPU_EVENTS.has(e.name))
  const names = [...new Set(events.map((e) => e.name + (e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : '')))]
  return `CPU ${names.slice(0, 4).join(', ')}`
}

function rows(estimate) {
  return {
    timeInMs: estimate.timeInMs,
    nodes: [...estimate.nodeTimings.entries()]
      .map(([node, t]) => ({ start: t.startTime, end: t.endTime, what: describe(node), network: node.type === 'network' }))
      .sort((a, b) => a.start - b.start || a.end - b.end),
  }
}

const ms = (v) => String(Math.round(v)).padStart(6)

function print(label, graph) {
  console.log(`\n${label}: ${Math.round(graph.timeInMs)} ms`)
  console.log(`${'start'.padStart(6)} ${'end'.padStart(6)} ${'dur'.padStart(6)}  in flight  node`)
  for (const n of graph.nodes) {
    // Other requests in flight at some point of this one's download: what shares the throughput with it.
    const overlap = n.network ? graph.nodes.filter((o) => o !== n && o.network && o.start < n.end && o.end > n.start).length : ''
    console.log(`${ms(n.start)} ${ms(n.end)} ${ms(n.end - n.start)}  ${String(overlap).padStart(9)}  ${n.what}`)
  }
}

const tls = http1 ? null : loopbackCertificate()
const api = demo
  ? null
  : sameOrigin
    ? await startMockApi({ MOCK_MEDIA: inline ? 'inline' : 'files' })
    : await startBenchApi(tls, inline ? 'inline' : 'files')
// The API's address: an origin of its own, or the app's (empty: the app's root; its paths then pass through the app's server).
const manifest = api ? { '/manifest.json': JSON.stringify({ apiWebUrl: sameOrigin ? '' : api.url }) } : {}
const server = await serve(dir, manifest, { tls, api: sameOrigin ? api.url : undefined })
const { launch } = await import('chrome-launcher')
const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: lighthouseFlags(tls), logLevel: 'error' })
console.log(servedOver(tls, http1))
const config = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance'] },
  audits: [{ implementation: LcpPath }],
  categories: {
    performance: {
      ...defaultConfig.categories.performance,
      auditRefs: [...defaultConfig.categories.performance.auditRefs, { id: 'lcp-path', weight: 0 }],
    },
  },
}
try {
  // One warm-up load, as the bench does: Chromium's own first-start work stays out of the runs.
  await lighthouse(server.url + route, { port: chrome.port, logLevel: 'error' }, config)
  for (let i = 0; i < runs; i++) {
    captured = null
    const result = await lighthouse(server.url + route, { port: chrome.port, logLevel: 'error' }, config)
    const a = result.lhr.audits
    if (!captured) throw new Error(`no LCP graph for ${route}: ${a['lcp-path']?.errorMessage ?? 'unknown error'}`)
    console.log(
      `\n== ${demo ? 'demo' : 'production'} ${route}, run ${i + 1}: LCP ${Math.round(a['largest-contentful-paint'].numericValue)} ms ` +
        `(the average of the two graphs below), FCP ${Math.round(a['first-contentful-paint'].numericValue)} ms, ` +
        `TBT ${Math.round(a['total-blocking-time'].numericValue)} ms, score ${Math.round(result.lhr.categories.performance.score * 100)}`,
    )
    const observed = a.metrics?.details?.items?.[0] ?? {}
    const element = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
    console.log(
      `observed load: LCP at ${Math.round(observed.observedLargestContentfulPaint ?? NaN)} ms, FCP at ` +
        `${Math.round(observed.observedFirstContentfulPaint ?? NaN)} ms; LCP element: ${element ? `${element.selector} "${(element.nodeLabel ?? '').slice(0, 60)}"` : 'unknown'}`,
    )
    print('optimistic graph', captured.optimistic)
    print('pessimistic graph', captured.pessimistic)
    if (without) console.log(`\nwithout the requests matching ${without}: LCP ${Math.round(captured.without)} ms`)
  }
} finally {
  await chrome.kill()
  server.close()
  api?.close()
}
