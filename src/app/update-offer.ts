/**
 * The offer of a new build (src/app/service-worker.ts registers the worker and hands it new builds).
 *
 * A new deployment's worker installs beside the running one and then waits: it takes over only when
 * the user agrees (`apply`), and the page reloads as soon as it has, so a page never runs chunks of
 * two builds. Until then the running build's worker keeps serving that build's files from its cache.
 */

type Listener = () => void

/** What the waiting worker understands (Workbox's generated worker): take over now. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const

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

/** The page's offer, shown by src/app/update-prompt.tsx. */
export const appUpdate = createUpdateOffer()
