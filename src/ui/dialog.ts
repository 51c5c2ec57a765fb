import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile/es/components/dialog'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { fallbackNotice } from './fallback-notice'
import { loadOnFirstUse } from './load-on-first-use'

/**
 * The UI kit's Dialog, loaded on first use (as toast.ts). Its code not loading (offline) answers a
 * confirmation with "no" and says why: nothing a dialog guards can go ahead without the network.
 */
const kit = loadOnFirstUse(() => import('./kit-dialog'))

const unavailable = msg`Check your connection and try again.`

export const Dialog = {
  confirm(props: DialogConfirmProps): Promise<boolean> {
    return kit.load().then(
      (m) => m.Dialog.confirm(props),
      () => (fallbackNotice(i18n._(unavailable)), false),
    )
  },
  alert(props: DialogAlertProps): Promise<void> {
    return kit.load().then(
      (m) => m.Dialog.alert(props),
      () => fallbackNotice(typeof props.content === 'string' ? props.content : i18n._(unavailable)),
    )
  },
}

export const preloadDialog = kit.preload

/** Settles once every Dialog asked for so far has been handed to the kit (or to the fallback). */
export const dialogsSettled = kit.settled
