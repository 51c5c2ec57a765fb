import { trackOverlay } from './overlay-roots'
import './toast.css'

export interface ToastProps {
  content: string
  /** A failure is announced at once (assertive); anything else when the screen reader is free (polite). */
  icon?: 'success' | 'fail'
  /** How long it shows, in ms (default 2000); 0 keeps it until the next toast. */
  duration?: number
  /** The page under a toast always stays usable: a toast never takes the taps meant for it. */
  maskClickable?: true
}

const SVG_NS = 'http://www.w3.org/2000/svg'
const ICON_PATHS = { success: 'M8 19l7 7 14-15', fail: 'M10 10l16 16M26 10L10 26' }

interface Regions {
  host: HTMLElement
  polite: HTMLElement
  assertive: HTMLElement
}

const regionsIn = new WeakMap<Element, Regions>()
let shown: HTMLElement | null = null
let timer: ReturnType<typeof setTimeout> | undefined
let untrack = () => {}
let unfollow = () => {}

// Live regions by aria-live alone: the roles status and alert would also name them when empty, beside
// the screens' own status and alert elements.
function region(host: HTMLElement, live: 'polite' | 'assertive'): HTMLElement {
  const el = document.createElement('div')
  el.setAttribute('aria-live', live)
  el.setAttribute('aria-atomic', 'true')
  return host.appendChild(el)
}

/**
 * The live regions stay in their place between toasts: a screen reader announces what is put into a
 * region it already knows, and may miss a region added together with its text. `fresh`: just added.
 */
function regionsOf(place: Element): { regions: Regions; fresh: boolean } {
  const known = regionsIn.get(place)
  if (known?.host.isConnected && known.host.parentElement === place) return { regions: known, fresh: false }
  const host = document.createElement('div')
  host.className = 'app-toast-host'
  const regions = { host, polite: region(host, 'polite'), assertive: region(host, 'assertive') }
  place.appendChild(host)
  regionsIn.set(place, regions)
  return { regions, fresh: true }
}

/**
 * Where a toast shows: inside the last open dialog (a sheet, a question; the app opens every dialog as
 * a modal one), else in the page. While a modal dialog is open everything outside it is inert: a toast
 * there would sit beneath the dialog's backdrop, and a screen reader would not announce it.
 */
function toastPlace(): Element {
  return [...document.querySelectorAll('dialog[open]')].at(-1) ?? document.body
}

/**
 * A toast shown in a dialog that goes before the toast's time is up (closed, or taken out of the page)
 * moves to the next place, and stays until its time is up.
 */
function follow(place: Element): void {
  if (place === document.body) return
  const check = () => {
    if (!shown || (shown.isConnected && (place as HTMLDialogElement).open)) return
    const live = shown.parentElement?.getAttribute('aria-live') === 'assertive' ? 'assertive' : 'polite'
    unfollow()
    const next = toastPlace()
    regionsOf(next).regions[live].appendChild(shown)
    follow(next)
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true })
  place.addEventListener('close', check)
  unfollow = () => {
    observer.disconnect()
    place.removeEventListener('close', check)
    unfollow = () => {}
  }
}

function icon(kind: 'success' | 'fail'): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg')
  svg.setAttribute('viewBox', '0 0 36 36')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('class', 'app-toast-icon')
  const path = svg.appendChild(document.createElementNS(SVG_NS, 'path'))
  path.setAttribute('d', ICON_PATHS[kind])
  return svg
}

/** Hides the toast shown now (or about to show), if any. */
export function clearToast(): void {
  clearTimeout(timer)
  timer = undefined
  untrack()
  unfollow()
  shown?.remove()
  shown = null
}

/** Shows one toast; a new one replaces the one on screen. */
export function showToast({ content, icon: kind, duration = 2000 }: ToastProps): void {
  clearToast()
  if (typeof document === 'undefined') return
  const { fresh } = regionsOf(toastPlace())
  const put = () => {
    // where it shows now: the dialog it was asked in may have gone in the moment its region waited
    const place = toastPlace()
    const toast = document.createElement('div')
    toast.className = kind ? 'app-toast app-toast-with-icon' : 'app-toast'
    toast.setAttribute('data-testid', 'toast')
    if (kind) toast.appendChild(icon(kind))
    toast.appendChild(document.createElement('span')).textContent = content
    regionsOf(place).regions[kind === 'fail' ? 'assertive' : 'polite'].appendChild(toast)
    shown = toast
    follow(place)
    timer = duration > 0 ? setTimeout(clearToast, duration) : undefined
  }
  untrack = trackOverlay(clearToast)
  // a region that has just been added needs a moment to be known before its text changes
  if (fresh) timer = setTimeout(put, 100)
  else put()
}

// Loaded ahead of the first toast (the first touch of the page): the regions are there before it.
if (typeof document !== 'undefined') regionsOf(document.body)
