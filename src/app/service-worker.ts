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
  let reloaded = false
  const reloadOnce = () => {
    if (reloaded) return
    reloaded = true
    reload()
  }
  const onState = (event: Event) => {
    if (applying && (event.target as ServiceWorker).state === 'activated') reloadOnce()
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready: () => waiting !== null,
    offer(worker) {
      if (waiting === worker) return
      waiting?.removeEventListener('statechange', onState)
      waiting = worker
      worker.addEventListener('statechange', onState)
      for (const listener of listeners) listener()
    },
    controllerChanged() {
      if (applying) reloadOnce()
    },
    apply() {
      const worker = waiting
      if (!worker || applying) return
      applying = true
      // Another tab let it take over already (or a newer build replaced it): a reload is all it takes.
      if (worker.state === 'activated' || worker.state === 'redundant') reloadOnce()
      else worker.postMessage(SKIP_WAITING)
    },
  }
}

/** The page's offer, shown by the shell (src/app/use-app-update.ts). */
export const appUpdate = createUpdateOffer()

export interface RegisterOptions {
  container: ServiceWorkerContainer
  /** The worker's URL; its scope is the app's root (Vite's base). */
  url: string
  scope: string
  offer?: UpdateOffer
  /** Update checks while the page stays open: on an interval, and when it becomes visible again. */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener'>
  checkEveryMs?: number
  now?: () => number
}

/**
 * Registers the worker and watches for a new build. Resolves with the registration, or undefined when
 * there is none: registration failed (logged), or a test browser stubbed it out.
 */
export async function registerServiceWorker({
  container,
  url,
  scope,
  offer = appUpdate,
  doc = document,
  checkEveryMs = UPDATE_CHECK_MS,
  now = Date.now,
}: RegisterOptions): Promise<ServiceWorkerRegistration | undefined> {
  let registration: ServiceWorkerRegistration | undefined
  try {
    registration = await container.register(url, { scope })
  } catch (error) {
    console.warn('[app] service worker not registered:', error)
    return undefined
  }
  if (!registration) return undefined
  const reg = registration

  // Installed while an older worker controls the page: a new build. Without a controller it is the
  // first install (or a hard reload), which takes over on the next visit by itself.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return
    const consider = () => {
      if (worker.state === 'installed' && container.controller) offer.offer(worker)
    }
    consider()
    if (worker.state === 'installing') worker.addEventListener('statechange', consider)
  }
  watch(reg.waiting)
  watch(reg.installing)
  reg.addEventListener('updatefound', () => watch(reg.installing))
  container.addEventListener('controllerchange', () => offer.controllerChanged())

  let lastCheck = now()
  const check = () => {
    lastCheck = now()
    // Offline, or the server is down: the next check tries again.
    reg.update().catch(() => undefined)
  }
  setInterval(check, checkEveryMs)
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible' && now() - lastCheck >= checkEveryMs) check()
  })
  return reg
}

/**
 * Registers the app's worker once the page has loaded: its install downloads the whole build, which
 * must not compete with the first screen's own requests.
 */
export function registerAfterLoad(base: string = import.meta.env.BASE_URL): void {
  if (!('serviceWorker' in navigator)) return
  const start = () => void registerServiceWorker({ container: navigator.serviceWorker, url: `${base}sw.js`, scope: base })
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}
