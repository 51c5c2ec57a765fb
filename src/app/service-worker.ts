/**
 * The service worker (scripts/vite/pwa-plugin.ts builds it): its registration, and new builds handed
 * to the update offer (src/app/update-offer.ts). Loaded on its own once the first screen has settled
 * (src/app/when-settled.ts): nothing of it is needed before.
 */
import { appUpdate } from './update-offer'

/** How often an open page asks for a new build; the browser also checks on every navigation. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000

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

/** Registers the app's worker, beside index.html. Not in an insecure context (no worker there). */
export function registerAppWorker(base: string = import.meta.env.BASE_URL): Promise<void> {
  const container = navigator.serviceWorker
  return container ? registerServiceWorker(container, `${base}sw.js`, base) : Promise.resolve()
}
