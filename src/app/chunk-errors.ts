/**
 * Lazy code that cannot load: offline, a flaky network, or a deploy that replaced the files.
 *
 * Vite's preload helper fires `vite:preloadError` on window when a lazy chunk's JS or one of its
 * stylesheets fails to load. It is not prevented here, so the import rejects and whoever asked for
 * the code shows its own error state with a retry (for a route: the router's error screen), never
 * an uncaught error. Two things are set right on the way:
 * - the helper tries each stylesheet once per page: after a failure it takes it for loaded and
 *   would show the screen unstyled on a retry. The failed `<link>` is dropped and remembered;
 *   `retryLazyStyles()` (the error screen's retry, and the network coming back) fetches it again.
 * - offline, the router must not reload the page for a missing module (TanStack's lazy route
 *   component does that once per message, for deploys that replaced the files): a reload offline
 *   leaves the browser's own error page instead of the app. The router skips the reload when its
 *   session flag for that message is set, so it is set while offline and cleared when the network
 *   returns; online the reload still happens.
 */

import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

const CSS_FAILURE = /^Unable to preload CSS for (.+)$/
/** The messages browsers give a dynamic import that could not fetch its module. */
const MODULE_FAILURE =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'object' && error && 'message' in error ? String(error.message) : ''

/** The error is lazy code (a chunk or its stylesheet) that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = messageOf(error)
  return CSS_FAILURE.test(message) || MODULE_FAILURE.test(message)
}

/** TanStack Router's once-per-message reload guard (lazyRouteComponent). */
export const routerReloadKey = (message: string) => `tanstack_router_reload:${message}`

/** Reload guards set while offline: cleared when the network returns, so a real deploy still reloads. */
const offlineKeys = new Set<string>()
/** Stylesheets of lazy chunks that failed to load (absolute URLs), until they load. */
const failedStyles = new Set<string>()

function loadStyle(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.crossOrigin = ''
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener(
      'error',
      () => {
        link.remove()
        reject(new Error(`Unable to preload CSS for ${href}`))
      },
      { once: true },
    )
    document.head.appendChild(link)
  })
}

/**
 * Fetches again the lazy stylesheets that failed; rejects while any still fails (the screen that
 * needs it would show unstyled). Call before retrying a screen whose code could not load.
 */
export async function retryLazyStyles(): Promise<void> {
  const results = await Promise.allSettled(
    [...failedStyles].map(async (href) => {
      await loadStyle(href)
      failedStyles.delete(href)
    }),
  )
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failed) throw failed.reason
}

/**
 * Asks again for the code of the routes on screen, before a retry shows them again. A lazy route component
 * keeps its last failure until its code is asked for again: rendered with it (the error screen reset before
 * the router got there, say while the session is read again), it takes the failure for replaced files and,
 * online, reloads the page. Asked for first, code that loads shows the screen, and code that still fails
 * shows the error again (offline: no reload).
 */
export async function reloadRouteCode(router: Pick<AnyRouter, 'state' | 'routesById' | 'loadRouteChunk'>): Promise<void> {
  const routes = router.routesById as Record<string, AnyRoute | undefined>
  await Promise.all(
    router.state.matches.map((match) => {
      const route = routes[match.routeId]
      return route ? Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined) : undefined
    }),
  )
}

function onOnline(): void {
  void retryLazyStyles().catch(() => undefined)
  for (const key of offlineKeys) {
    try {
      sessionStorage.removeItem(key)
    } catch {
      // nothing to clear
    }
  }
  offlineKeys.clear()
}

function onPreloadError(event: Event): void {
  const error = (event as Event & { payload?: unknown }).payload
  const message = messageOf(error)
  const css = CSS_FAILURE.exec(message)
  if (css) {
    const href = css[1]!
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      if (link.href === href) link.remove()
    }
    failedStyles.add(href)
  }
  if (MODULE_FAILURE.test(message) && !navigator.onLine) {
    try {
      sessionStorage.setItem(routerReloadKey(message), '1')
      offlineKeys.add(routerReloadKey(message))
    } catch {
      // storage unavailable: the router reloads as it would anyway
    }
  }
  console.warn('[app] lazy code could not load:', message)
}

/** Installs the handler once; returns its removal (tests). */
export function handleChunkErrors(target: Window = window): () => void {
  target.addEventListener('vite:preloadError', onPreloadError)
  target.addEventListener('online', onOnline)
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError)
    target.removeEventListener('online', onOnline)
  }
}
