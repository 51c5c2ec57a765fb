import { useSyncExternalStore } from 'react'

let query: MediaQueryList | null | undefined
const motionQuery = () => (query ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null)
const subscribe = (onChange: () => void) => {
  const q = motionQuery()
  q?.addEventListener('change', onChange)
  return () => q?.removeEventListener('change', onChange)
}
/** Whether the user asks for reduced motion, now. */
export const prefersReducedMotion = () => motionQuery()?.matches ?? false

/** The user's `prefers-reduced-motion: reduce`, followed as it changes. */
export const usePrefersReducedMotion = () => useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
