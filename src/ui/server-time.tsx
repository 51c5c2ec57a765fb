import { useLingui } from '@lingui/react/macro'
import { serverTimeView } from '../lib/server-time'

/** A backend time text in the active locale on the backend's clock (UTC+8); text that is no time is shown as sent. */
export function ServerTime({ text, className, testId }: { text: string; className?: string; testId?: string }) {
  const { i18n } = useLingui()
  const view = serverTimeView(text, i18n.locale)
  return (
    <time className={className} dateTime={view.dateTime} data-testid={testId}>
      {view.text}
    </time>
  )
}
