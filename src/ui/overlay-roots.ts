const open = new Set<() => void>()

/**
 * Registers how to take down something shown outside the app's root (an open dialog, the toast).
 * Returns the call that forgets it once it has gone by itself.
 */
export function trackOverlay(close: () => void): () => void {
  open.add(close)
  return () => void open.delete(close)
}

/**
 * Takes down every open dialog and toast. They live outside the app's root, so a test or story that
 * unmounts the app calls this too: nothing of one page shows in the next, nor after the page is gone.
 * A dialog taken down this way leaves its question unanswered: nothing it guards goes ahead.
 */
export function closeOverlays(): void {
  const all = [...open]
  open.clear()
  for (const close of all) close()
}
