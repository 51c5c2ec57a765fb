import { useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CloseIcon } from './icons'
import { holdHistoryEntry } from './sheet-history'
import { settleTaps } from './settle-taps'
import './sheet.css'

export interface SheetProps {
  open: boolean
  /** Names the sheet; shown as its heading unless `hideTitle`. */
  title: string
  hideTitle?: boolean
  position?: 'bottom' | 'right'
  /** Asked to close (Escape, the back gesture, Back, the close button, a tap on the backdrop when `closeOnBackdrop`). */
  onClose?: () => void
  closeOnBackdrop?: boolean
  closeButton?: boolean
  testId?: string
  bodyClassName?: string
  children: ReactNode
}

/**
 * A modal sheet from the bottom or the right on the native `<dialog>` (`showModal()`: top layer, inert
 * page behind, focus kept inside). Its content exists only while open; focus returns to the opener.
 * Without `onClose` nothing but `open` closes it (a sheet that must stay while its action runs). It
 * takes no taps for a moment after it opens (`settleTaps`). Open, it has an entry in the browser's
 * history (`holdHistoryEntry`): Back closes it and the screen stays; without `onClose`, Back does nothing.
 */
export function Sheet({
  open,
  title,
  hideTitle = false,
  position = 'bottom',
  onClose,
  closeOnBackdrop = false,
  closeButton = false,
  testId,
  bodyClassName,
  children,
}: SheetProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const unsettle = useRef(() => {})
  const titleId = useId()
  const requestClose = () => onClose?.()
  const closeAsked = useEffectEvent(requestClose)
  const isOpen = useEffectEvent(() => open)
  const closeOnBack = useEffectEvent(() => {
    if (!onClose) return false
    onClose()
    return true
  })

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
      unsettle.current = settleTaps(dialog)
    } else if (!open && dialog.open) {
      unsettle.current()
      dialog.close()
      const back = opener.current
      opener.current = null
      if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true })
    }
  }, [open])

  useLayoutEffect(() => {
    if (!open) return
    return holdHistoryEntry(() => closeOnBack())
  }, [open])

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // The browser may close a modal dialog on its own (a repeated back gesture): it stays while `open`
    // says so, and the close is asked for instead.
    const onNativeClose = () => {
      if (!isOpen() || dialog.open) return
      dialog.showModal()
      closeAsked()
    }
    dialog.addEventListener('close', onNativeClose)
    return () => dialog.removeEventListener('close', onNativeClose)
  }, [])

  return (
    <dialog
      ref={ref}
      className={`sheet sheet-${position}`}
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? title : undefined}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault()
        requestClose()
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        // Handled here, so the browser never closes the dialog behind React's back.
        e.preventDefault()
        requestClose()
      }}
      onClick={(e) => {
        // The body covers the whole dialog box: a click on the dialog itself is on its backdrop.
        if (closeOnBackdrop && e.target === e.currentTarget) requestClose()
      }}
    >
      {open && (
        <div className={bodyClassName ? `sheet-body ${bodyClassName}` : 'sheet-body'}>
          {(!hideTitle || closeButton) && (
            <div className="sheet-head">
              {!hideTitle && (
                <h2 id={titleId} className="sheet-title">
                  {title}
                </h2>
              )}
              {closeButton && (
                <button type="button" className="sheet-close" aria-label={t`Close`} onClick={requestClose}>
                  <CloseIcon size={20} />
                </button>
              )}
            </div>
          )}
          {children}
        </div>
      )}
    </dialog>
  )
}
