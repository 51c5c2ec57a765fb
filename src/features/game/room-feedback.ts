import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Dialog } from '../../ui/dialog'
import { Toast } from '../../ui/toast'
import type { BetProblem } from '../../lib/bet-rules'
import { isApiError } from '../../api/errors'
import { codeMessage, errorMessage, spendErrorMessage } from '../../i18n/error-message'
import { formatMoney, type Cents } from '../../lib/money'
import type { RoomActors } from './use-room'

/** The machines emit codes and events; this turns them into localized toasts and alerts. */
export function useRoomFeedback({ round, bet, orders }: RoomActors, minjoin: Cents | undefined) {
  const { t, i18n } = useLingui()
  useEffect(() => {
    const money = (cents: Cents) => formatMoney(cents, i18n.locale)
    const problemText = (p: BetProblem): string => {
      switch (p.code) {
        case 'overSelected':
          return t`You can select at most 9 options`
        case 'pleaseSelect':
          return t`Please select at least one option`
        case 'inputCorrect':
          return t`Please enter a whole amount greater than 0`
        case 'minBet':
          return codeMessage(i18n, 1024)
        case 'orderNum': {
          const min = money(p.minbuy)
          return t`The order total must be at least ${min}`
        }
        case 'noEnoughMoney':
          return t`Insufficient balance`
        case 'closed':
          return codeMessage(i18n, 1020)
      }
    }
    const show = (content: string, icon?: 'success' | 'fail') => void Toast.show({ content, icon, maskClickable: true })
    const failure = (error: unknown) => spendErrorMessage(i18n, error, { amount: minjoin === undefined ? '' : money(minjoin) })
    // A refusal that ends the session (body code 409/403) is told on /login, with what it left undone (root-layout.tsx).
    const endsSession = (error: unknown) => isApiError(error) && error.kind === 'session'
    const subs = [
      // before the room's first load the screen itself says why, with its retry (room-gate.tsx)
      round.on('round.loadFailed', ({ error }) => {
        if (round.getSnapshot().context.info !== null) show(errorMessage(i18n, error), 'fail')
      }),
      bet.on('bet.problem', ({ problem }) => show(problemText(problem))),
      bet.on('bet.placed', ({ reconciled }) =>
        show(reconciled ? t`Your order was placed (confirmed in your orders)` : t`Order placed`, 'success'),
      ),
      bet.on('bet.failed', ({ error }) => {
        if (!endsSession(error)) show(failure(error), 'fail')
      }),
      // only once the round has closed without the order: the server no longer takes it
      bet.on('bet.notPlaced', () => show(t`The round closed without your order: it was not placed and nothing was charged.`, 'fail')),
      bet.on('bet.unknown', () => show(t`We could not confirm your order yet. See My orders before trying again.`)),
      orders.on('orders.closedProblem', () => show(codeMessage(i18n, 1020))),
      orders.on('orders.cancelFailed', ({ error }) => {
        if (!endsSession(error)) show(errorMessage(i18n, error), 'fail')
      }),
      orders.on('orders.cancelBusy', ({ pending }) =>
        show(t`The cancellation of order #${pending} is not settled yet. Try again in a moment.`),
      ),
      orders.on('orders.cancelUnconfirmed', () =>
        show(t`We could not confirm the cancellation. My orders shows your orders as the server has them now.`),
      ),
      orders.on(
        'orders.cancelled',
        () => void Dialog.alert({ content: t`Your order has been cancelled and the amount refunded.`, confirmText: t`OK` }),
      ),
    ]
    return () => subs.forEach((s) => s.unsubscribe())
  }, [round, bet, orders, t, i18n, minjoin])
}
