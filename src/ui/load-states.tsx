import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Button from 'antd-mobile/es/components/button'
import { errorMessage } from '../i18n/error-message'
import { Spinner } from './spinner'
import './load-states.css'

/** A first load in progress. */
export function LoadingState({ label }: { label?: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className="load-state" role="status" aria-busy="true" data-testid="loading">
      <Spinner />
      <span className="muted">{label ?? t`Loading…`}</span>
    </div>
  )
}

/** A load that failed: its localized reason and a retry. */
export function ErrorState({ error, onRetry, children }: { error?: unknown; onRetry?: () => void; children?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <div className="card load-state-error" role="alert" data-testid="load-error">
      <p>{children ?? errorMessage(i18n, error)}</p>
      {onRetry && (
        <Button size="small" color="primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  )
}

/** Nothing to show yet, with an optional next step. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="load-state-empty" data-testid="empty">
      <p className="muted">{children}</p>
      {action}
    </div>
  )
}
