import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { fallbackNotice } from './fallback-notice'
import { loadOnFirstUse } from './load-on-first-use'
import type { DialogProps } from './overlays'

/**
 * Confirmations and alerts (open-dialog.tsx), loaded on first use with toasts (overlays.ts). Their code not loading
 * (offline) answers a confirmation with "no" and says why: nothing a dialog guards can go ahead
 * without the network.
 */
const view = loadOnFirstUse(() => import('./overlays'))

const unavailable = msg`Check your connection and try again.`

export type { DialogProps }

export const Dialog = {
  /** Resolves true when the user confirms, false for Cancel or Escape. */
  confirm(props: DialogProps): Promise<boolean> {
    return view.load().then(
      (m) => m.openDialog(props, true),
      () => (fallbackNotice(i18n._(unavailable)), false),
    )
  },
  /** Resolves once the user has closed it. */
  alert(props: DialogProps): Promise<void> {
    return view.load().then(
      (m) => m.openDialog(props, false).then(() => undefined),
      () => fallbackNotice(props.content),
    )
  },
}

export const preloadDialog = view.preload

/** Settles once every Dialog asked for so far has been shown (or handed to the fallback). */
export const dialogsSettled = view.settled
