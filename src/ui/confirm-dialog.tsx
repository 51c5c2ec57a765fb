import { useEffect, useId, useRef, type SyntheticEvent } from 'react'
import { focusBack } from './focus-back'
import { settleTaps } from './settle-taps'
import './confirm-dialog.css'

export interface ConfirmDialogProps {
  content: string
  confirmText: string
  /** Without it the dialog is an alert: one button, and Escape answers as it does. */
  cancelText?: string
  /** A short name when the content is long; the content then describes the dialog. */
  label?: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A question the user must answer before going on, open while mounted: a modal native `<dialog>`
 * (focus kept inside, the page behind inert, Escape answers Cancel). Focus goes back to where it was
 * when it closes (to a button the answer disabled, once it is enabled again: `focusBack`). It takes no
 * taps for a moment after it opens (`settleTaps`).
 */
export function ConfirmDialog({ content, confirmText, cancelText, label, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const contentId = useId()

  useEffect(() => {
    const dialog = ref.current!
    const opener = document.activeElement
    dialog.showModal()
    const unsettle = settleTaps(dialog)
    return () => {
      unsettle()
      if (dialog.open) dialog.close()
      focusBack(opener)
    }
  }, [])

  const onEscape = (e: SyntheticEvent) => {
    // Not cancelable when the browser closes anyway (Escape pressed again without a tap between):
    // the close event that follows answers then.
    if (!e.cancelable) return
    e.preventDefault()
    ;(cancelText === undefined ? onConfirm : onCancel)()
  }
  const onClosed = () => {
    // Open again: the close of an effect run twice (development). Otherwise the browser closed it, not
    // unmounting: the user asked to leave the question.
    if (ref.current?.open) return
    ;(cancelText === undefined ? onConfirm : onCancel)()
  }

  const named = label !== undefined && label !== content
  return (
    <dialog
      ref={ref}
      className="app-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-label={named ? label : undefined}
      aria-labelledby={named ? undefined : contentId}
      aria-describedby={named ? contentId : undefined}
      onCancel={onEscape}
      onClose={onClosed}
    >
      <p className="app-dialog-content" id={contentId}>
        {content}
      </p>
      <div className="app-dialog-actions">
        {cancelText !== undefined && (
          <button type="button" className="app-dialog-button" onClick={onCancel}>
            {cancelText}
          </button>
        )}
        <button type="button" className="app-dialog-button app-dialog-confirm" onClick={onConfirm}>
          {confirmText}
        </button>
      </div>
    </dialog>
  )
}
