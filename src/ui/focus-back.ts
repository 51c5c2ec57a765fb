/**
 * Focus that a busy button lost, given back. A button disabled while it has focus (a form's submit, busy
 * with its request) drops focus to the page's body, and a keyboard or switch user would start again from
 * the top of the page. So the button takes focus again once it is enabled, unless focus has gone
 * somewhere meanwhile (the user moved it, the form focused a field to fix, the next screen took it) or
 * the button has left the page.
 */

/** How long a button is watched at the most: longer than a request and the checks of a lost answer. */
export const FOCUS_WATCH_MS = 120_000

/**
 * Gives focus back to `target`, where a closing dialog found it. A button the answer has just disabled
 * cannot take focus: it gets it once it is enabled again.
 */
export function focusBack(target: Element | null): void {
  if (!(target instanceof HTMLElement) || target === document.body || !target.isConnected) return
  target.focus()
  if (document.activeElement !== target && isDisabled(target)) returnWhenEnabled(target, true)
}

let keeping = false

/**
 * From now on, a form's submit button that had focus when its form was sent gets it back after its busy
 * time (`focusBack`'s rule). Installed once, by the first screen that shows a form's kit (`Page`).
 */
export function keepSubmitFocus(): void {
  if (keeping || typeof document === 'undefined') return
  keeping = true
  document.addEventListener(
    'submit',
    (event) => {
      const button = (event as SubmitEvent).submitter
      if (button instanceof HTMLElement && button === document.activeElement) returnWhenEnabled(button, false)
    },
    true,
  )
}

/** Watches `target` until it has been disabled (`disabled`: already) and is enabled again, then gives it focus if nothing has it. */
function returnWhenEnabled(target: HTMLElement, disabled: boolean): void {
  let seen = disabled
  const stop = () => {
    watch.disconnect()
    clearTimeout(limit)
    document.removeEventListener('focusin', stop, true)
  }
  const watch = new MutationObserver(() => {
    if (!target.isConnected) return stop()
    if (isDisabled(target)) {
      seen = true
      return
    }
    if (!seen) return
    stop()
    if (!document.activeElement || document.activeElement === document.body) target.focus()
  })
  watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] })
  document.addEventListener('focusin', stop, true)
  const limit = setTimeout(stop, FOCUS_WATCH_MS)
}

function isDisabled(el: HTMLElement): boolean {
  return el.matches(':disabled')
}
