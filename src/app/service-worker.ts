/**
 * The installable app: the service worker's registration (scripts/vite/pwa-plugin.ts builds the
 * worker), new builds handed to the update offer (src/app/update-offer.ts), which shows it
 * (src/app/update-prompt.tsx), and the web app
 * manifest's link. Loaded on its own once the first screen has settled (src/app/when-settled.ts):
 * nothing of it is needed before.
 */
import { SW_FILE, WEB_MANIFEST_FILE } from './pwa-files'
import { appUpdate } from './update-offer'
import { mountUpdatePrompt } from './update-prompt'

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

/**
 * Links the web app manifest (`<link rel="manifest">`) once. The build leaves it out of index.html:
 * a browser fetches a linked manifest during the first load, beside the entry, on the slow link the
 * entry needs whole, and nothing of a first screen uses it. The browser reads it when it is linked:
 * its install offer and "Add to Home screen" only come after the page has settled anyway.
 */
export function linkWebManifest(doc: Document, href: string): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return
  const link = doc.createElement('link')
  link.rel = 'manifest'
  link.href = href
  doc.head.append(link)
}

/**
 * Makes the app installable once its first screen has settled: links the web app manifest and
 * registers the app's worker, both beside index.html, and shows the offer of a new build when the worker
 * hands one. No worker in an insecure context.
 */
export function registerAppWorker(base: string = import.meta.env.BASE_URL): Promise<void> {
  linkWebManifest(document, `${base}${WEB_MANIFEST_FILE}`)
  const container = navigator.serviceWorker
  if (!container) return Promise.resolve()
  mountUpdatePrompt(appUpdate)
  return registerServiceWorker(container, `${base}${SW_FILE}`, base)
}
