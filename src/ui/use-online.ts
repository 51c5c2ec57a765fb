import { useEffect, useRef, useSyncExternalStore } from 'react'

/** Calls `onChange` on the browser's `online` and `offline` events; returns the unsubscribe. */
export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = () => navigator.onLine
const serverOnline = () => true

/** Whether the browser reports a network: the one source for the offline banner and offline actions. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, serverOnline)
}

/** Runs `refresh` each time the network comes back, so a screen shows fresh data without a reload. */
export function useRefreshOnOnline(refresh: () => unknown): void {
  const latest = useRef(refresh)
  latest.current = refresh
  useEffect(() => {
    const onOnline = () => void latest.current()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [])
}
