import { useLingui } from '@lingui/react/macro'
import { SERVER_UTC_OFFSET_MIN, serverTimeView } from '../lib/server-time'

/** A backend time text in the active locale and the viewer's zone; text that is no time is shown as sent. */
export function ServerTime({ text, className, testId }: { text: string; className?: string; testId?: string }) {
  const { i18n } = useLingui()
  const view = serverTimeView(text, SERVER_UTC_OFFSET_MIN, i18n.locale)
  return (
    <time className={className} dateTime={view.dateTime} data-testid={testId}>
      {view.text}
    </time>
  )
}
