import { useLingui } from '@lingui/react/macro'
import { SERVER_TIME_ZONE, SERVER_UTC_OFFSET_MIN, serverTimeView } from '../lib/server-time'

/**
 * A backend time text in the active locale; text that is no time is shown as sent. `serverClock`: on
 * the backend's clock (UTC+8), for lists whose days are the backend's; else in the viewer's zone.
 */
export function ServerTime({
  text,
  className,
  testId,
  serverClock,
}: {
  text: string
  className?: string
  testId?: string
  serverClock?: boolean
}) {
  const { i18n } = useLingui()
  const view = serverTimeView(text, SERVER_UTC_OFFSET_MIN, i18n.locale, serverClock ? SERVER_TIME_ZONE : undefined)
  return (
    <time className={className} dateTime={view.dateTime} data-testid={testId}>
      {view.text}
    </time>
  )
}
