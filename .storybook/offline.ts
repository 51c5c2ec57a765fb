/**
 * A story's `beforeEach` for a browser without network: `navigator.onLine` false and the `offline`
 * event, both undone (and `online` sent) when the story is left.
 */
export function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
  window.dispatchEvent(new Event('offline'))
  return () => {
    delete (navigator as { onLine?: boolean }).onLine
    window.dispatchEvent(new Event('online'))
  }
}
