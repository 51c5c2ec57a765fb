import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { fallbackNotice } from './fallback-notice'
import { overlays } from './load-overlays'
import type { DialogProps } from './overlays'

const unavailable = msg`Check your connection and try again.`

export type { DialogProps }

/**
 * Confirmations and alerts (open-dialog.tsx), loaded on first use with toasts (overlays.ts). Their code not loading
 * (offline) answers a confirmation with "no" and says why: nothing a dialog guards can go ahead
 * without the network.
 */
export const Dialog = {
  /** Resolves true when the user confirms, false for Cancel or Escape. */
  confirm(props: DialogProps): Promise<boolean> {
    return overlays.load().then(
      (m) => m.openDialog(props, true),
      () => (fallbackNotice(i18n._(unavailable)), false),
    )
  },
  /** Resolves once the user has closed it. */
  alert(props: DialogProps): Promise<void> {
    return overlays.load().then(
      (m) => m.openDialog(props, false).then(() => undefined),
      () => fallbackNotice(props.content),
    )
  },
}
