import { onTeardown } from './teardown'

let overridden = false

/**
 * The browser's network as the page sees it: `navigator.onLine` and the `online` / `offline` event on
 * `window`. Restored to jsdom's own (online) after the test.
 */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  if (!overridden) {
    overridden = true
    onTeardown(() => {
      overridden = false
      delete (navigator as { onLine?: boolean }).onLine
    })
  }
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

/** The text a screen reader reads as the element's description (its `aria-describedby` targets, hidden ones too). */
export function describedBy(el: Element): string | null {
  const ids = el.getAttribute('aria-describedby')
  return ids
    ? ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : null
}
