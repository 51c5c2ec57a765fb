/**
 * jsdom 29 has `<dialog>` but not its methods. The unit project gets the few the app uses, as the HTML
 * standard has them: showModal() opens it (an error if it is open but not modal) and moves focus in;
 * close() closes it, gives focus back to where it was, and fires `close` in a later task. No top layer
 * or inert page: the browser projects (storybook, e2e) exercise the real element.
 */
export function installDialogPolyfill(win: typeof globalThis & Window) {
  const proto = win.HTMLDialogElement?.prototype
  if (!proto || typeof proto.showModal === 'function') return
  const modal = new WeakSet<HTMLDialogElement>()
  const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>()
  const focusable = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]'

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) {
      if (modal.has(this)) return
      throw new win.DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError')
    }
    if (!this.isConnected) throw new win.DOMException('The dialog is not connected.', 'InvalidStateError')
    this.setAttribute('open', '')
    modal.add(this)
    previouslyFocused.set(this, this.ownerDocument.activeElement)
    const target = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(focusable)
    target?.focus()
  }
  proto.show = function show(this: HTMLDialogElement) {
    if (this.open) return
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return
    this.removeAttribute('open')
    if (returnValue !== undefined) this.returnValue = returnValue
    const back = previouslyFocused.get(this)
    modal.delete(this)
    previouslyFocused.delete(this)
    if (back instanceof win.HTMLElement && back.isConnected) back.focus()
    setTimeout(() => this.dispatchEvent(new win.Event('close')), 0)
  }
}
