/**
 * Gives focus back to `target`, where a closing dialog or sheet found it. A button the answer has just
 * disabled (a form's submit, busy with the request the answer sent) cannot take focus, and focus would
 * stay on the page's body: then it goes back once the button is enabled again, unless focus has gone
 * somewhere meanwhile (the user moved it, or the next screen took it) or the button has left the page.
 */
export function focusBack(target: Element | null): void {
  if (!(target instanceof HTMLElement) || target === document.body || !target.isConnected) return
  target.focus()
  if (document.activeElement === target || !isDisabled(target)) return
  const stop = () => {
    watch.disconnect()
    document.removeEventListener('focusin', stop, true)
  }
  const watch = new MutationObserver(() => {
    if (!target.isConnected) return stop()
    if (isDisabled(target)) return
    stop()
    if (!document.activeElement || document.activeElement === document.body) target.focus()
  })
  watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] })
  document.addEventListener('focusin', stop, true)
}

function isDisabled(el: HTMLElement): boolean {
  return el.matches(':disabled')
}
