import { fallbackNotice } from './fallback-notice'
import { overlays } from './load-overlays'
import type { ToastProps } from './overlays'

export type { ToastProps }

/**
 * Toasts (toast-view.ts), loaded on first use with dialogs (overlays.ts): no screen needs them before
 * the user acts, so they stay out of every route's first load. preloadOverlays() fetches them at the first
 * interaction; should their code not load (offline), the message still shows, as a plain notice.
 */
export const Toast = {
  show(props: ToastProps): void {
    overlays.load().then(
      (m) => m.showToast(props),
      () => fallbackNotice(props.content),
    )
  },
}
