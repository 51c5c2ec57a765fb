// The LCP of a first visit as the page's own clock reports it, throttled like Lighthouse's mobile run,
// for each route of a build and for the stack floor (`npm run bench` prints it beside Lighthouse's
// simulated figures; `node scripts/bench/cold-visit.mjs DIR [FLOOR_DIR] [RUNS]` measures a production
// build in DIR on its own, against the mock API).
//
// Lighthouse simulates a slow network from a fast load (scripts/bench/lcp-path.mjs shows how); this
// loads the page on a throttled one: every request waits its round trip and the bytes share the link,
// as a phone on a slow network sees it. No service worker: a first visit has none.
import { CHROMIUM_ARGS, chromiumPath, ROUTES, serve, signedSeconds, startMockApi } from '../lighthouse.mjs'

/** Lighthouse's mobile network and CPU (slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up; 4x CPU), applied through CDP. */
export const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }

/** Applies THROTTLING and Lighthouse's 4x CPU slowdown to `page` of `context`. */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLING })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** The page's last LCP candidate so far, in ms from navigation start. */
export const lastLcp = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  )

/** The last LCP candidate once the network has been idle and the page has had time to paint what came. */
async function coldLcp(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await throttle(context, page)
    await page.goto(url)
    await page.waitForLoadState('networkidle', { timeout: 60_000 })
    await page.waitForTimeout(1000)
    return await lastLcp(page)
  } finally {
    await context.close()
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/**
 * Median (and min–max) cold LCP of each route of the production build in `prodDir` (against the API at
 * `apiUrl`) and of the floor's `/`, over `runs` loads each, the builds alternated run by run so that
 * a busy moment of the machine falls on all of them alike. With `filesApiUrl` (a mock API started with
 * MOCK_MEDIA=files), `/` once more against it: banner images as files of the API's server, each a
 * download, as an operator's server sends them.
 */
export async function measureColdVisits({ prodDir, floorDir, apiUrl, filesApiUrl, routes = ROUTES, runs = 5 }) {
  const { chromium } = await import('playwright-core')
  const prod = await serve(prodDir, { '/manifest.json': JSON.stringify({ apiWebUrl: apiUrl }) })
  const files = filesApiUrl ? await serve(prodDir, { '/manifest.json': JSON.stringify({ apiWebUrl: filesApiUrl }) }) : null
  const floor = floorDir ? await serve(floorDir) : null
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const targets = [
    ...(floor ? [['floor', floor.url, '/']] : []),
    ...routes.map((r) => ['production', prod.url, r]),
    ...(files ? [['image-files', files.url, '/']] : []),
  ]
  const samples = new Map(targets.map(([label, , route]) => [`${label} ${route}`, []]))
  try {
    for (let i = 0; i < runs; i++)
      for (const [label, base, route] of targets) samples.get(`${label} ${route}`).push(await coldLcp(browser, base + route))
  } finally {
    await browser.close()
    prod.close()
    files?.close()
    floor?.close()
  }
  return [...samples].map(([key, xs]) => {
    const [label, route] = key.split(' ')
    return { label, route, median: median(xs), min: Math.min(...xs), max: Math.max(...xs) }
  })
}

/** The table `npm run bench` prints. */
export function formatColdVisits(results, log = console.log) {
  const floor = results.find((r) => r.label === 'floor')
  const s = (v) => `${(v / 1000).toFixed(2)} s`
  log(`\nCold visit, the page's own LCP (CDP: 150 ms RTT, 1.6 Mbps, 4x CPU; no service worker), median [min–max]`)
  if (results.some((r) => r.label === 'image-files'))
    log(`  (image-files: the production build against the mock API serving its banner images as files, not data: addresses)`)
  log(`  ${'build'.padEnd(13)}${'route'.padEnd(14)}${'LCP'.padEnd(28)}LCP − floor`)
  for (const r of results) {
    const over = floor && r !== floor ? signedSeconds(r.median - floor.median) : '—'
    log(`  ${r.label.padEnd(13)}${r.route.padEnd(14)}${`${s(r.median)} [${s(r.min)}–${s(r.max)}]`.padEnd(28)}${over}`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [prodDir, floorDir, runs = '5'] = process.argv.slice(2)
  const api = await startMockApi()
  const filesApi = await startMockApi({ MOCK_MEDIA: 'files' })
  try {
    formatColdVisits(await measureColdVisits({ prodDir, floorDir, apiUrl: api.url, filesApiUrl: filesApi.url, runs: Number(runs) }))
  } finally {
    api.close()
    filesApi.close()
  }
}
