import { useLingui } from '@lingui/react/macro'
import { errorMessage } from '../i18n/error-message'
import { ErrorState } from '../ui/load-states'

/** A load that failed with an API error: its localized reason (the error catalogue) and a retry. */
export function LoadError({ error, onRetry, testId }: { error: unknown; onRetry?: () => void; testId?: string }) {
  const { i18n } = useLingui()
  return (
    <ErrorState onRetry={onRetry} testId={testId}>
      {errorMessage(i18n, error)}
    </ErrorState>
  )
}
