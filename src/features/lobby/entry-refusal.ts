/** The toast of a refused entry; loaded on first use so the error catalogue stays out of the home page's first load. */
import type { I18n } from '@lingui/core'
import { Toast } from '../../ui/toast'
import { codeMessage } from '../../i18n/error-message'
import { formatMoney } from '../../lib/money'
import type { EntryDecision } from './entry'

export function showRefusal(i18n: I18n, decision: Extract<EntryDecision, { kind: 'refuse' }>): void {
  const text =
    decision.code === 2004 ? codeMessage(i18n, 2004, { amount: formatMoney(decision.amount, i18n.locale) }) : codeMessage(i18n, 2055)
  Toast.show({ content: text, maskClickable: true })
}
