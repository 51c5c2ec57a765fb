import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile/es/components/dialog'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { fallbackNotice } from './fallback-notice'

/**
 * The UI kit's Dialog, loaded on first use (as toast.ts). Its code not loading (offline) answers a
 * confirmation with "no" and says why: nothing a dialog guards can go ahead without the network.
 */
let kit: Promise<typeof import('./kit-dialog')> | undefined
function loadDialog() {
  kit ??= import('./kit-dialog').catch((error: unknown) => {
    kit = undefined
    throw error
  })
  return kit
}

const unavailable = msg`Check your connection and try again.`

export const Dialog = {
  confirm(props: DialogConfirmProps): Promise<boolean> {
    return loadDialog().then(
      (m) => m.Dialog.confirm(props),
      () => (fallbackNotice(i18n._(unavailable)), false),
    )
  },
  alert(props: DialogAlertProps): Promise<void> {
    return loadDialog().then(
      (m) => m.Dialog.alert(props),
      () => fallbackNotice(typeof props.content === 'string' ? props.content : i18n._(unavailable)),
    )
  },
}

export function preloadDialog(): void {
  loadDialog().catch(() => undefined)
}

/**
 * Settles once every Dialog asked for so far has been handed to the kit (or to the fallback): tests
 * and stories await it before clearing the kit's dialogs, so none shows up late in the next one.
 */
export function dialogsSettled(): Promise<void> {
  return kit
    ? kit.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve()
}
