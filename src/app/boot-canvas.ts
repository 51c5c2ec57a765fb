import { useLayoutEffect } from 'react'

/** How long the loading canvas stays in the page, hidden, after the app has replaced it. */
const CANVAS_LINGER_MS = 1000

/**
 * The loading canvas (index.html's `#boot-canvas`) is hidden (and no longer `#boot-canvas`) at once, and
 * removed a moment later. Chromium reports a paint as the screen's largest some time after showing it, and
 * drops the report of an element that has left the page by then: a return visit's kept banner
 * (src/app/first-load.ts), shown ~0.35 s into the visit, was not counted in about half the visits when the
 * app replaced the canvas quickly (docs/performance.md). Without a canvas (tests, a second call) it does
 * nothing.
 */
export function hideBootCanvas(): void {
  const canvas = document.getElementById('boot-canvas')
  if (!canvas) return
  // Inert meanwhile: no id, role or label (a screen reader or a search for the canvas finds nothing).
  for (const name of ['id', 'role', 'aria-busy', 'aria-label']) canvas.removeAttribute(name)
  canvas.setAttribute('aria-hidden', 'true')
  canvas.style.visibility = 'hidden'
  // A guest's first screen painted from index.html (src/app/first-load.ts) leaves at once: the app's
  // screen now shows the same texts, and nothing should find them twice. Its paint, made when the
  // pre-entry script ran, is text, which Chromium reports in that frame: long before this one.
  canvas.querySelector('.boot-screen')?.remove()
  setTimeout(() => canvas.remove(), CANVAS_LINGER_MS)
}

/**
 * The loading canvas goes in the frame in which the router first shows something: the root layout with its
 * screen, or the root's error. Not at the app's first commit: the router renders nothing until the first
 * route has loaded, and an auth route waits there for a stored session to be restored (its user info, up to
 * the API's deadline), which left a blank page in between.
 */
export function useHideBootCanvas(): void {
  useLayoutEffect(hideBootCanvas, [])
}
