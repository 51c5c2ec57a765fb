import { useLingui } from '@lingui/react/macro'
import type { AmountProblem } from '../../lib/wallet-rules'

/** Text for an amount that does not parse. */
export function useAmountProblemText() {
  const { t } = useLingui()
  return (p: AmountProblem) => (p === 'amountRequired' ? t`Please enter an amount` : t`Please enter a valid amount`)
}
