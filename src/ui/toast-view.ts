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
  /**
   * The only word of an outcome (an order placed, refused or unconfirmed after its screen was left; what a
   * forced logout left undone): a toast that comes meanwhile does not replace it, but shows after it.
   */
  outcome?: true
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
/** Whether the toast on screen (or about to show) is an outcome, and the toasts waiting for it to go. */
let showingOutcome = false
let waiting: ToastProps[] = []
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

function hide(): void {
  clearTimeout(timer)
  timer = undefined
  untrack()
  unfollow()
  shown?.remove()
  shown = null
  showingOutcome = false
}

/** Hides the toast shown now (or about to show), if any, and those waiting for it. */
export function clearToast(): void {
  waiting = []
  hide()
}

/** The toast on screen has had its time (or was dismissed): the next one waiting shows. */
function next(): void {
  hide()
  const toast = waiting.shift()
  if (toast) put(toast)
}

/**
 * Shows one toast; a new one replaces the one on screen, unless that one is an outcome: then it shows once
 * the outcome has had its time. Of the ordinary toasts waiting, only the latest is kept (each would have
 * replaced the one before).
 */
export function showToast(toast: ToastProps): void {
  if (!showingOutcome) return put(toast)
  if (!toast.outcome) waiting = waiting.filter((w) => w.outcome)
  waiting.push(toast)
}

function put(toast: ToastProps): void {
  const { content, icon: kind, duration = 2000 } = toast
  hide()
  if (typeof document === 'undefined') return
  showingOutcome = toast.outcome === true
  const { fresh } = regionsOf(toastPlace())
  const paint = () => {
    // where it shows now: the dialog it was asked in may have gone in the moment its region waited
    const place = toastPlace()
    const el = document.createElement('div')
    el.className = kind ? 'app-toast app-toast-with-icon' : 'app-toast'
    el.setAttribute('data-testid', 'toast')
    if (kind) el.appendChild(icon(kind))
    el.appendChild(document.createElement('span')).textContent = content
    regionsOf(place).regions[kind === 'fail' ? 'assertive' : 'polite'].appendChild(el)
    shown = el
    follow(place)
    timer = duration > 0 ? setTimeout(next, duration) : undefined
  }
  // A page taken down (closeOverlays) takes it down, and those waiting for it.
  untrack = trackOverlay(clearToast)
  // a region that has just been added needs a moment to be known before its text changes
  if (fresh) timer = setTimeout(paint, 100)
  else paint()
}

// Loaded ahead of the first toast (the first touch of the page): the regions are there before it.
if (typeof document !== 'undefined') regionsOf(document.body)
