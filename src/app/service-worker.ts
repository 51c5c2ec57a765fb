/**
 * The service worker (scripts/vite/pwa-plugin.ts builds it): registration, and the offer of a new build.
 *
 * A new deployment's worker installs beside the running one and then waits: it takes over only when
 * the user agrees (`apply`), and the page reloads as soon as it has, so a page never runs chunks of
 * two builds. Until then the running build's worker keeps serving that build's files from its cache.
 */

type Listener = () => void

/** What the waiting worker understands (Workbox's generated worker): take over now. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const

/** How often an open page asks for a new build; the browser also checks on every navigation. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000

export interface UpdateOffer {
  subscribe(listener: Listener): () => void
  /** A new build is installed and waits for the user's go-ahead. */
  ready(): boolean
  /** The user agreed: the waiting build takes over, then the page reloads into it. */
  apply(): void
  /** A worker of a new build finished installing while this page is controlled by the old one. */
  offer(worker: ServiceWorker): void
  /** The page's worker changed (the waiting one took over, from this page or another tab). */
  controllerChanged(): void
}

export function createUpdateOffer(reload: () => void = () => location.reload()): UpdateOffer {
  const listeners = new Set<Listener>()
  let waiting: ServiceWorker | null = null
  let applying = false
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready: () => waiting !== null,
    offer(worker) {
      waiting = worker
      for (const listener of listeners) listener()
    },
    controllerChanged() {
      if (applying) reload()
    },
    apply() {
      if (!waiting || applying) return
      applying = true
      // Not waiting any more: another tab let it take over (or a newer build replaced it), so a
      // reload is all it takes.
      if (waiting.state === 'installed') waiting.postMessage(SKIP_WAITING)
      else reload()
    },
  }
}

/** The page's offer, shown by the shell (src/app/use-app-update.ts). */
export const appUpdate = createUpdateOffer()

/**
 * Registers the worker at `url` for the app's root (`scope`) and watches for a new build, which it
 * hands to `offer`. A failed registration leaves the app as on a first visit (it works without one);
 * a test browser may stub registration out (it resolves with nothing).
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  url: string,
  scope: string,
  offer = appUpdate,
): Promise<void> {
  const reg = await container.register(url, { scope }).catch(() => undefined)
  if (!reg) return
  // Installed while an older worker controls the page: a new build. Without a controller it is the
  // first install (or a hard reload), which takes over on the next visit by itself.
  const watch = (worker: ServiceWorker | null) => {
    const consider = () => {
      if (worker!.state === 'installed' && container.controller) offer.offer(worker!)
    }
    if (!worker) return
    consider()
    worker.addEventListener('statechange', consider)
  }
  watch(reg.waiting)
  watch(reg.installing)
  reg.addEventListener('updatefound', () => watch(reg.installing))
  container.addEventListener('controllerchange', offer.controllerChanged)
  // Offline, or the server is down: the next check tries again.
  setInterval(() => reg.update().catch(() => undefined), UPDATE_CHECK_MS)
}

/**
 * How long after `load` the worker is registered. A first screen is not done at `load`: its route
 * code and its data reads come after (about 2 s on a phone on slow 4G), and the worker's install
 * downloads the whole build (~350 kB gzip) and compiles it. Registered at `load`, that install ran
 * beside the first screen's own work and lengthened its long tasks (Lighthouse's blocking time of
 * a cold `/` went from ~55 to ~125 ms); after this delay and an idle moment it does not.
 */
export const REGISTER_DELAY_MS = 3000
/** The idle callback's own deadline: a page that is never idle still gets its worker. */
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

/** Calls `start` once the page has loaded, `REGISTER_DELAY_MS` have passed and the main thread is idle. */
export function whenSettled(start: () => void, scheduler: Scheduler = browserScheduler()): void {
  const idle = () => (scheduler.requestIdleCallback ? scheduler.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : start())
  const afterLoad = () => scheduler.setTimeout(idle, REGISTER_DELAY_MS)
  if (scheduler.readyState === 'complete') afterLoad()
  else scheduler.addLoadListener(afterLoad)
}

/**
 * Registers the app's worker once the first screen has settled (`whenSettled`); its install then
 * downloads the whole build in the background. Not in an insecure context (no worker there).
 */
export function registerAfterLoad(base: string = import.meta.env.BASE_URL): void {
  const container = navigator.serviceWorker
  if (!container) return
  whenSettled(() => void registerServiceWorker(container, `${base}sw.js`, base))
}
