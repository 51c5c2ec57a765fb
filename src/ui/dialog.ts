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
  /**
   * Resolves true when the user confirms, false for Cancel or Escape. The same question asked again
   * while it is on screen (a double tap) is not shown twice: the second asking resolves false at once,
   * so what it guards goes ahead once at most.
   */
  confirm(props: DialogProps): Promise<boolean> {
    return once(`confirm\n${props.content}`, false, (gone) =>
      overlays.load().then(
        (m) => m.openDialog(props, true, gone),
        () => (gone(), fallbackNotice(i18n._(unavailable)), false),
      ),
    )
  },
  /** Resolves once the user has closed it; the same message again while it shows resolves at once. */
  alert(props: DialogProps): Promise<void> {
    return once(`alert\n${props.content}`, undefined, (gone) =>
      overlays.load().then(
        (m) => m.openDialog(props, false, gone).then(() => undefined),
        () => (gone(), fallbackNotice(props.content)),
      ),
    )
  },
}

/** The dialogs asked for and not gone yet (answered, or taken down unanswered), by kind and text. */
const asking = new Set<string>()

function once<T>(key: string, repeat: T, ask: (gone: () => void) => Promise<T>): Promise<T> {
  if (asking.has(key)) return Promise.resolve(repeat)
  asking.add(key)
  return ask(() => void asking.delete(key))
}
