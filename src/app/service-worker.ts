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

export interface RegisterOptions {
  container: ServiceWorkerContainer
  /** The worker's URL; its scope is the app's root (Vite's base). */
  url: string
  scope: string
  offer?: UpdateOffer
  checkEveryMs?: number
}

/**
 * Registers the worker and watches for a new build. Resolves with the registration, or undefined when
 * there is none: registration failed (the app works without it, as on a first visit), or a test
 * browser stubbed it out.
 */
export async function registerServiceWorker({
  container,
  url,
  scope,
  offer = appUpdate,
  checkEveryMs = UPDATE_CHECK_MS,
}: RegisterOptions): Promise<ServiceWorkerRegistration | undefined> {
  const reg = await container.register(url, { scope }).catch(() => undefined)
  if (!reg) return undefined
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
  setInterval(() => reg.update().catch(() => undefined), checkEveryMs)
  return reg
}

/**
 * Registers the app's worker once the page has loaded: its install downloads the whole build, which
 * must not compete with the first screen's own requests. Not in an insecure context (no worker there).
 */
export function registerAfterLoad(base: string = import.meta.env.BASE_URL): void {
  const container = navigator.serviceWorker
  if (!container) return
  const start = () => void registerServiceWorker({ container, url: `${base}sw.js`, scope: base })
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}
