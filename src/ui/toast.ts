import { fallbackNotice } from './fallback-notice'
import { loadOnFirstUse } from './load-on-first-use'
import type { ToastProps } from './overlays'

/**
 * Toasts (toast-view.ts), loaded on first use with dialogs (overlays.ts): no screen needs them before
 * the user acts, so they stay out of every route's first load. preloadToast() fetches them at the first
 * interaction; should their code not load (offline), the message still shows, as a plain notice.
 */
const view = loadOnFirstUse(() => import('./overlays'))

export type { ToastProps }

export const Toast = {
  show(props: ToastProps): void {
    view.load().then(
      (m) => m.showToast(props),
      () => fallbackNotice(props.content),
    )
  },
}

export const preloadToast = view.preload

/** Settles once every Toast asked for so far has been shown (or handed to the fallback). */
export const toastsSettled = view.settled
