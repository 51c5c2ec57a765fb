import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Button from 'antd-mobile/es/components/button'
import { Spinner } from '../../ui/spinner'
import { errorMessage } from '../../i18n/error-message'
import type { AmountProblem } from '../../lib/wallet-rules'

/** A screen's first load in progress. */
export function Loading({ label }: { label?: string }) {
  const { t } = useLingui()
  return (
    <div className="wallet-loading" role="status" aria-busy="true" data-testid="loading">
      <Spinner />
      <span className="muted">{label ?? t`Loading…`}</span>
    </div>
  )
}

/** A load that failed, with its localized reason and a retry. */
export function LoadError({ error, onRetry, busy }: { error: unknown; onRetry: () => void; busy?: boolean }) {
  const { i18n } = useLingui()
  return (
    <div className="card wallet-error" role="alert" data-testid="load-error">
      <p>{errorMessage(i18n, error)}</p>
      <Button size="small" color="primary" onClick={onRetry} loading={busy} disabled={busy}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="wallet-empty" data-testid="empty">
      <p className="muted">{children}</p>
      {action}
    </div>
  )
}

/** Inline message under a field. */
export function FieldError({ children }: { children: ReactNode }) {
  if (!children) return null
  return <span className="field-error" role="alert">{children}</span>
}

/** Text for an amount that does not parse. */
export function useAmountProblemText() {
  const { t } = useLingui()
  return (p: AmountProblem) => (p === 'amountRequired' ? t`Please enter an amount` : t`Please enter a valid amount`)
}
