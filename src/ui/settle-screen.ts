import type { AnyRouter } from '@tanstack/react-router'

/**
 * How long the screen a submit opens takes no taps once it shows. It shows under the finger that submitted:
 * on a fast server the second tap of a double tap on the submit button lands on whatever is there now (a row
 * of the next screen), which the user never aimed at. As long as a dialog or sheet settles after it opens
 * (settle-taps.ts), and far shorter than anyone takes to see a new screen and aim at it. Keys still work.
 */
export const SCREEN_SETTLE_MS = 400
/** A next screen slower than this to show was not reached by the same double tap: the old one takes taps again. */
export const SCREEN_SETTLE_MAX_MS = 2000

/** The latest settling of each element: an earlier one that ends later leaves it to the latest. */
const latest = new WeakMap<HTMLElement, object>()

/**
 * The page takes no taps (`data-settling` on `el`, which the app's stylesheet makes take no pointer events)
 * from now until `SCREEN_SETTLE_MS` after `shown` settles (the navigation the submit started has rendered its
 * screen), and never longer than `SCREEN_SETTLE_MAX_MS` while it is on its way. Returns an early end.
 */
export function settleScreenTaps(shown: Promise<unknown>, el: HTMLElement = document.body): () => void {
  const self = {}
  latest.set(el, self)
  el.setAttribute('data-settling', '')
  const end = () => {
    clearTimeout(timer)
    if (latest.get(el) !== self) return
    latest.delete(el)
    el.removeAttribute('data-settling')
  }
  let timer = setTimeout(end, SCREEN_SETTLE_MAX_MS)
  const settle = () => {
    if (latest.get(el) !== self) return
    clearTimeout(timer)
    timer = setTimeout(end, SCREEN_SETTLE_MS)
  }
  shown.then(settle, settle)
  return end
}

/**
 * Leaves a screen whose submit is done (`go`: Back, or a navigation), the screen it opens taking no taps for a
 * moment (settleScreenTaps), counted from when the router has resolved it.
 */
export function leaveSettling(router: Pick<AnyRouter, 'subscribe'>, go: () => unknown): void {
  const shown = new Promise<void>((resolve) => {
    const off = router.subscribe('onResolved', () => {
      off()
      resolve()
    })
  })
  go()
  settleScreenTaps(shown)
}
