import { Trans } from '@lingui/react/macro'
import { SERVER_ZONE_LABEL } from '../lib/server-time'

/** Says that a list's days and times are the backend's clock (`serverClock` times, day filters on its days). */
export function ServerClockNote() {
  const zone = SERVER_ZONE_LABEL
  return (
    <p className="muted server-clock-note" data-testid="server-clock-note">
      <Trans>Days and times are server time ({zone}).</Trans>
    </p>
  )
}
