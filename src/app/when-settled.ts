/**
 * When the page's first screen has settled: after `load`, a delay, and an idle moment. Work that
 * must not compete with the first screen (the service worker's install) waits for it.
 */

/**
 * How long after `load` the page counts as settled. A first screen is not done at `load`: its route
 * code and its data reads come after (about 2 s on a phone on slow 4G). The service worker's install
 * downloads the whole build (~350 kB gzip) and compiles it; registered at `load`, it ran beside the
 * first screen's own work and lengthened its long tasks.
 */
export const SETTLE_DELAY_MS = 3000
/** The idle callback's own deadline: a page that is never idle still settles. */
export const IDLE_TIMEOUT_MS = 5000

interface Scheduler {
  readyState: DocumentReadyState
  addLoadListener(listener: () => void): void
  setTimeout(callback: () => void, ms: number): unknown
  /** Missing in some browsers (Safari before 18): then the delay alone. */
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown
}

const browserScheduler = (): Scheduler => ({
  get readyState() {
    return document.readyState
  },
  addLoadListener: (listener) => addEventListener('load', listener, { once: true }),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  requestIdleCallback: typeof requestIdleCallback === 'function' ? (cb, options) => requestIdleCallback(cb, options) : undefined,
})

/** Calls `start` once the page has loaded, `SETTLE_DELAY_MS` have passed and the main thread is idle. */
export function whenSettled(start: () => void, scheduler: Scheduler = browserScheduler()): void {
  const idle = () => (scheduler.requestIdleCallback ? scheduler.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : start())
  const afterLoad = () => scheduler.setTimeout(idle, SETTLE_DELAY_MS)
  if (scheduler.readyState === 'complete') afterLoad()
  else scheduler.addLoadListener(afterLoad)
}
