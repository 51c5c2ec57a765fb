// The LCP of a second visit of / beside the first, with the service worker and with only the HTTP
// cache (`npm run bench` prints it; `node scripts/bench/return-visit.mjs DIR` measures a production
// build in DIR on its own, against the mock API).
import { CHROMIUM_ARGS, chromiumPath, serve, startMockApi } from '../lighthouse.mjs'
import { lastLcp, throttle } from './cold-visit.mjs'

/**
 * LCP of `/` on a first visit and on the second visit right after it, in a fresh context per run,
 * throttled like Lighthouse's mobile run (cold-visit.mjs): with the service worker (the second visit starts from its precache) and with
 * it blocked (the second visit has only the HTTP cache, hashed assets cached a year). Medians of
 * `runs`. The page's throttling does not reach the worker's own fetches (its precache download and
 * its network-first manifest.json).
 */
export async function measureReturnVisit(dir, apiUrl, runs = 5) {
  const { chromium } = await import('playwright-core')
  const server = await serve(dir, apiUrl ? { '/manifest.json': JSON.stringify({ apiWebUrl: apiUrl }) } : {})
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const visit = async (page) => {
    let fromWorker = 0
    let total = 0
    const count = (r) => {
      total++
      if (r.fromServiceWorker()) fromWorker++
    }
    page.on('response', count)
    await page.goto(`${server.url}/`)
    // Nothing asks the page anything until its network is idle: Playwright's first query of a page
    // evaluates its own helper script in it, a task of tens of ms on the throttled CPU, which landed in
    // the middle of the boot it measures. By then the first screen is there (checked right after).
    await page.waitForLoadState('networkidle')
    await page.getByTestId('game-tiles').waitFor({ timeout: 60_000 })
    page.off('response', count)
    return { lcp: await lastLcp(page), fromWorker, total }
  }
  const results = { sw: [], http: [] }
  try {
    for (let i = 0; i < runs; i++) {
      // Alternated: the first context of a pair may pay for the one before it.
      for (const mode of i % 2 ? ['http', 'sw'] : ['sw', 'http']) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          serviceWorkers: mode === 'sw' ? 'allow' : 'block',
        })
        try {
          const page = await context.newPage()
          await throttle(context, page)
          const cold = await visit(page)
          if (mode === 'sw')
            await page.evaluate(async () => {
              const worker = (await navigator.serviceWorker.ready).active
              if (worker.state !== 'activated') await new Promise((done) => worker.addEventListener('statechange', done))
            })
          const warm = await visit(page)
          results[mode].push({ cold, warm })
        } finally {
          await context.close()
        }
      }
    }
  } finally {
    await browser.close()
    server.close()
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const summary = (list) => ({
    cold: med(list.map((r) => r.cold.lcp)),
    warm: med(list.map((r) => r.warm.lcp)),
    fromWorker: `${list.at(-1).warm.fromWorker}/${list.at(-1).warm.total}`,
  })
  return { sw: summary(results.sw), http: summary(results.http), runs }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const api = await startMockApi()
  try {
    const rv = await measureReturnVisit(process.argv[2], api.url, Number(process.argv[3] ?? 5))
    console.log(JSON.stringify(rv))
  } finally {
    api.close()
  }
}
