import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import Button from 'antd-mobile/es/components/button'
import { useApp } from '../../app/app-context'
import { errorMessage } from '../../i18n/error-message'

/** User info could not load (the session keeps its token and retries by itself); the user may retry now. */
export function UserInfoError() {
  const { i18n } = useLingui()
  const { session } = useApp()
  const error = useSelector(session, (s) => s.context.error)
  const busy = useSelector(session, (s) => s.matches({ authenticated: 'refreshing' }))
  if (!error && !busy) return null
  return (
    <div className="card notice" role="alert" data-testid="user-info-error">
      <p>
        <Trans>Your account details could not be loaded.</Trans> {error ? errorMessage(i18n, error) : null}
      </p>
      <Button size="small" color="primary" loading={busy} disabled={busy} onClick={() => session.send({ type: 'session.refresh' })}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
