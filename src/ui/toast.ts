import type { ToastShowProps } from 'antd-mobile/es/components/toast'
import { fallbackNotice } from './fallback-notice'
import { loadOnFirstUse } from './load-on-first-use'

/**
 * The UI kit's Toast, loaded on first use: with its mask and animation library it is
 * ~25 kB gzip that no screen needs before the user acts, so it stays out of every route's first load.
 * preloadToast() fetches it at the first interaction; should its code not load (offline), the message
 * still shows, as a plain notice.
 */
const kit = loadOnFirstUse(() => import('./kit-toast'))

export const Toast = {
  show(props: ToastShowProps): void {
    kit.load().then(
      (m) => void m.Toast.show(props),
      () => fallbackNotice(typeof props.content === 'string' ? props.content : ''),
    )
  },
}

export const preloadToast = kit.preload

/** Settles once every Toast asked for so far has been handed to the kit (or to the fallback). */
export const toastsSettled = kit.settled
