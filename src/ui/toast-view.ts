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

let host: HTMLElement | null = null
let polite: HTMLElement
let assertive: HTMLElement
let timer: ReturnType<typeof setTimeout> | undefined
let untrack = () => {}

// Live regions by aria-live alone: the roles status and alert would also name them when empty, beside
// the screens' own status and alert elements.
function region(live: 'polite' | 'assertive'): HTMLElement {
  const el = document.createElement('div')
  el.setAttribute('aria-live', live)
  el.setAttribute('aria-atomic', 'true')
  return host!.appendChild(el)
}

/**
 * The live regions stay in the page between toasts: a screen reader announces what is put into a region
 * it already knows, and may miss a region added together with its text. Answers whether they are new.
 */
function ensureRegions(): boolean {
  if (host?.isConnected) return false
  host = document.createElement('div')
  host.className = 'app-toast-host'
  polite = region('polite')
  assertive = region('assertive')
  document.body.appendChild(host)
  return true
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
  if (!host) return
  polite.replaceChildren()
  assertive.replaceChildren()
}

/** Shows one toast; a new one replaces the one on screen. */
export function showToast({ content, icon: kind, duration = 2000 }: ToastProps): void {
  clearToast()
  if (typeof document === 'undefined') return
  const fresh = ensureRegions()
  const put = () => {
    const toast = document.createElement('div')
    toast.className = kind ? 'app-toast app-toast-with-icon' : 'app-toast'
    toast.setAttribute('data-testid', 'toast')
    if (kind) toast.appendChild(icon(kind))
    toast.appendChild(document.createElement('span')).textContent = content
    ;(kind === 'fail' ? assertive : polite).appendChild(toast)
    timer = duration > 0 ? setTimeout(clearToast, duration) : undefined
  }
  untrack = trackOverlay(clearToast)
  // a region that has just been added needs a moment to be known before its text changes
  if (fresh) timer = setTimeout(put, 100)
  else put()
}

// Loaded ahead of the first toast (the first touch of the page): the regions are there before it.
if (typeof document !== 'undefined') ensureRegions()
