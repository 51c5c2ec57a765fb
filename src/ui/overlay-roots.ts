/** How to take down each overlay that is up, and whether it is a dialog. */
const open = new Map<() => void, boolean>()

/**
 * Registers how to take down something shown outside the app's root (an open dialog, the toast).
 * Returns the call that forgets it once it has gone by itself.
 */
export function trackOverlay(close: () => void, { dialog = false }: { dialog?: boolean } = {}): () => void {
  open.set(close, dialog)
  return () => void open.delete(close)
}

function closeWhere(pick: (dialog: boolean) => boolean): void {
  const all = [...open].filter(([, dialog]) => pick(dialog))
  for (const [close] of all) open.delete(close)
  for (const [close] of all) close()
}

/**
 * Takes down every open dialog and toast. They live outside the app's root, so a test or story that
 * unmounts the app calls this too: nothing of one page shows in the next, nor after the page is gone.
 * A dialog taken down this way leaves its question unanswered: nothing it guards goes ahead.
 */
export function closeOverlays(): void {
  closeWhere(() => true)
}

/**
 * Takes down every open dialog, unanswered (a toast stays: it may be the outcome of what led to the
 * navigation). The app calls it when the location changes (the browser's Back with a question open):
 * a question asked on one screen is not answered on another.
 */
export function closeDialogs(): void {
  closeWhere((dialog) => dialog)
}
