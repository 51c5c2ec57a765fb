import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Button from 'antd-mobile/es/components/button'
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

/** A load that failed: its reason (already in the user's language) and a retry. For an API error, src/app/load-error.tsx. */
export function ErrorState({ onRetry, children, testId = 'load-error' }: { onRetry?: () => void; children: ReactNode; testId?: string }) {
  return (
    <div className="card load-state-error" role="alert" data-testid={testId}>
      <p>{children}</p>
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
