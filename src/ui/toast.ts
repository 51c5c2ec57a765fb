import type { ToastShowProps } from 'antd-mobile/es/components/toast'
import { fallbackNotice } from './fallback-notice'

/**
 * The UI kit's Toast, loaded on first use: with its mask and animation library it is
 * ~25 kB gzip that no screen needs before the user acts, so it stays out of every route's first load.
 * preloadKit() fetches it at the first interaction; should its code not load (offline), the message
 * still shows, as a plain notice.
 */
let kit: Promise<typeof import('./kit-toast')> | undefined
function loadToast() {
  kit ??= import('./kit-toast').catch((error: unknown) => {
    kit = undefined
    throw error
  })
  return kit
}

export const Toast = {
  show(props: ToastShowProps): void {
    loadToast().then(
      (m) => void m.Toast.show(props),
      () => fallbackNotice(typeof props.content === 'string' ? props.content : ''),
    )
  },
}

export function preloadToast(): void {
  loadToast().catch(() => undefined)
}

/**
 * Settles once every Toast asked for so far has been handed to the kit (or to the fallback): tests
 * and stories await it before clearing the kit's toasts, so none shows up late in the next one.
 */
export function toastsSettled(): Promise<void> {
  return kit
    ? kit.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve()
}
