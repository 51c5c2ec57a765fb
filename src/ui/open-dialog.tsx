import { createRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ConfirmDialog } from './confirm-dialog'
import { trackOverlay } from './overlay-roots'

export interface DialogProps {
  content: string
  confirmText?: string
  cancelText?: string
  'aria-label'?: string
}

const ok = msg`OK`
const cancel = msg`Cancel`

/**
 * Shows a ConfirmDialog outside the app's root until it is answered: true for the confirm button, false
 * for Cancel or Escape. `withCancel` false makes it an alert with one button. `onGone` runs when it has
 * gone, answered or taken down (closeOverlays, closeDialogs).
 */
export function openDialog(props: DialogProps, withCancel: boolean, onGone: () => void = () => undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    const takeDown = () => {
      root.unmount()
      container.remove()
      onGone()
    }
    const untrack = trackOverlay(takeDown, { dialog: true })
    let answered = false
    const answer = (yes: boolean) => {
      if (answered) return
      answered = true
      untrack()
      resolve(yes)
      // after the click that answered has finished in this root
      queueMicrotask(takeDown)
    }
    root.render(
      <ConfirmDialog
        content={props.content}
        confirmText={props.confirmText ?? i18n._(ok)}
        cancelText={withCancel ? (props.cancelText ?? i18n._(cancel)) : undefined}
        label={props['aria-label']}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />,
    )
  })
}
