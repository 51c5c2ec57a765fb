/**
 * jsdom (29) has <dialog> and its `open` attribute but not showModal/show/close/returnValue, nor Escape.
 * This follows the HTML standard's steps for what the app uses, for the unit project only: the story and
 * e2e projects run Chromium's own element.
 */
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

const modals: HTMLDialogElement[] = []
const openers = new WeakMap<HTMLDialogElement, Element | null>()
const returnValues = new WeakMap<HTMLDialogElement, string>()

const topModal = (): HTMLDialogElement | undefined => {
  // a dialog removed from the document leaves the top layer with it
  for (let i = modals.length - 1; i >= 0; i--) if (!modals[i]!.isConnected || !modals[i]!.open) modals.splice(i, 1)
  return modals.at(-1)
}

function focusInside(dialog: HTMLDialogElement): void {
  const target =
    dialog.querySelector<HTMLElement>('[autofocus]') ??
    [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => !(el as HTMLButtonElement).disabled)
  target?.focus()
}

export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === 'undefined' || 'showModal' in HTMLDialogElement.prototype) return
  const proto = HTMLDialogElement.prototype as HTMLDialogElement

  Object.defineProperty(proto, 'returnValue', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return returnValues.get(this) ?? ''
    },
    set(this: HTMLDialogElement, value: string) {
      returnValues.set(this, String(value))
    },
  })

  proto.show = function show(this: HTMLDialogElement) {
    if (this.open) {
      if (!modals.includes(this)) return
      throw new DOMException('The dialog is already open as a modal dialog.', 'InvalidStateError')
    }
    this.setAttribute('open', '')
    focusInside(this)
  }

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) {
      if (modals.includes(this)) return
      throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError')
    }
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError')
    openers.set(this, this.ownerDocument.activeElement)
    this.setAttribute('open', '')
    modals.push(this)
    focusInside(this)
  }

  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return
    this.removeAttribute('open')
    const at = modals.indexOf(this)
    if (at >= 0) modals.splice(at, 1)
    if (returnValue !== undefined) this.returnValue = returnValue
    const opener = openers.get(this)
    openers.delete(this)
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    // the standard queues the close event as a task
    setTimeout(() => this.dispatchEvent(new Event('close')), 0)
  }

  // Escape is a close request to the topmost modal dialog: a cancelable cancel event, then close.
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return
    const dialog = topModal()
    if (!dialog) return
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close()
  })
}
