import { Trans } from '@lingui/react/macro'
import { useOnline } from './use-online'
import './offline-banner.css'

/**
 * Shown while the browser reports no network, gone as soon as it is back; meanwhile the actions
 * that need the server are disabled with that reason (needs-server.tsx), and screens refetch when
 * the network returns.
 */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <Trans>You are offline. Check your connection; the app reconnects by itself.</Trans>
    </div>
  )
}
