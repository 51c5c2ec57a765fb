/** The toast of a refused entry; loaded on first use so the error catalogue stays out of the home page's first load. */
import type { I18n } from '@lingui/core'
import { Toast } from '../../ui/toast'
import { codeMessage } from '../../i18n/error-message'
import { formatMoney } from '../../lib/money'
import { clampLevel, levelName } from '../../ui/vip-levels'
import { msg } from '@lingui/core/macro'
import type { EntryDecision } from './entry'

/** The text of a refused entry: the balance the room needs, or the VIP level it needs (named, not only "not a VIP"). */
export function refusalText(i18n: I18n, decision: Extract<EntryDecision, { kind: 'refuse' }>, currency?: string): string {
  if (decision.code === 2004) {
    // in the currency the balance is shown in, as every amount of the app is
    const amount = formatMoney(decision.amount, i18n.locale)
    return codeMessage(i18n, 2004, { amount: currency ? `${amount} ${currency}` : amount })
  }
  const level = clampLevel(decision.level)
  const name = levelName(i18n, level)
  return i18n._(msg({ message: `This room needs VIP level ${level} (${name}) or higher`, comment: 'name: the level’s name, e.g. Gold' }))
}

export function showRefusal(i18n: I18n, decision: Extract<EntryDecision, { kind: 'refuse' }>, currency?: string): void {
  Toast.show({ content: refusalText(i18n, decision, currency), maskClickable: true })
}
