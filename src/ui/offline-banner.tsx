import { useSyncExternalStore } from 'react'
import { Trans } from '@lingui/react/macro'
import './offline-banner.css'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOffline = () => !navigator.onLine
const neverOffline = () => false

/**
 * Shown while the browser reports no network, gone as soon as it is back; calls made
 * meanwhile fail with the "network unavailable" message and their screens offer a retry.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, isOffline, neverOffline)
  if (!offline) return null
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <Trans>You are offline. Check your connection; the app reconnects by itself.</Trans>
    </div>
  )
}
