/**
 * How long a dialog or sheet takes no taps after it opens. It opens under the finger that asked for it:
 * the second tap of a double tap (on Buy, on Delete) lands where the new dialog's own buttons now are,
 * and must not answer a question the user has not seen. Escape and the keyboard still work.
 */
export const SETTLE_MS = 400

/** Marks `el` as settling (`data-settling`, which its stylesheet makes take no taps) for `SETTLE_MS`. */
export function settleTaps(el: HTMLElement): () => void {
  el.setAttribute('data-settling', '')
  const id = setTimeout(() => el.removeAttribute('data-settling'), SETTLE_MS)
  return () => {
    clearTimeout(id)
    el.removeAttribute('data-settling')
  }
}
