import { Trans } from '@lingui/react/macro'
import { SERVER_ZONE_LABEL } from '../lib/server-time'

/** Says that a screen's days and times are the backend's clock (its times, and days the backend counts or filters by). */
export function ServerClockNote() {
  const zone = SERVER_ZONE_LABEL
  return (
    <p className="muted server-clock-note" data-testid="server-clock-note">
      <Trans>Days and times are server time ({zone}).</Trans>
    </p>
  )
}
