import { memo, useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import Button from 'antd-mobile/es/components/button'
import type { ActorRefFrom } from 'xstate'
import { orderTotal, type BetMachine } from '../../../machines/bet.machine'
import { useApp } from '../../app/app-context'
import { minStake } from '../../lib/bet-rules'
import { formatWhole, type Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'
import { useOfflineAction } from '../../ui/needs-server'
import type { RoomOption } from './options'
import { ColumnHeads, RoomSheet } from './room-sheet'
import { formatOdds } from '../../ui/odds'

/** Amount, total and Buy; Buy opens the confirmation popup (ConfirmPopup). */
export const BetSlip = memo(function BetSlip({ bet, onShowOrders }: { bet: ActorRefFrom<BetMachine>; onShowOrders: () => void }) {
  const { t, i18n } = useLingui()
  const { config } = useApp()
  const closed = useSelector(bet, (s) => s.context.closed)
  const amountText = useSelector(bet, (s) => s.context.amountText)
  const count = useSelector(bet, (s) => s.context.selected.length)
  const amount = useSelector(bet, (s) => s.context.amount)
  const busy = useSelector(bet, (s) => !s.matches('idle'))
  const unconfirmed = useSelector(bet, (s) => s.context.unconfirmed)
  const offline = useOfflineAction()
  const total = (amount === null ? 0 : amount * count) as Cents
  // the least per option this order can take: 20, or more where the room's minimum order total asks for it
  const minbuy = useSelector(bet, (s) => s.context.round?.minbuy ?? (0 as Cents))
  const leastText = formatWhole(minStake(minbuy, count), i18n.locale)
  return (
    <section className="card bet-slip" aria-label={t`Your bet`}>
      <label className="bet-amount">
        <span>
          <Trans>Amount per option</Trans>
        </span>
        <input
          className="bet-amount-input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t`At least ${leastText}`}
          value={amountText}
          onChange={(e) => bet.send({ type: 'bet.amount', text: e.target.value, locale: i18n.locale })}
          data-testid="bet-amount"
        />
      </label>
      <div className="bet-total" data-testid="bet-total">
        <Trans>{count} selected · total</Trans> <Amount cents={total} currency={config.currency} />
      </div>
      {unconfirmed && (
        <p className="form-notice bet-notice" data-testid="bet-unconfirmed">
          <Trans>We could not confirm whether your last order was placed.</Trans>{' '}
          <button type="button" className="link-button" onClick={onShowOrders} data-testid="bet-see-orders">
            <Trans>See My orders</Trans>
          </button>
        </p>
      )}
      <Button
        block
        color="primary"
        className={closed ? 'bet-buy bet-buy-closed' : 'bet-buy'}
        loading={busy}
        disabled={offline.offline}
        aria-describedby={offline.describedBy}
        onClick={() => bet.send({ type: 'bet.buy' })}
        data-testid="bet-buy"
      >
        {closed ? <Trans>Closed</Trans> : <Trans>Buy</Trans>}
      </Button>
      {offline.reason}
    </section>
  )
})

/** Each selection with its odds, the amount and the total, then Confirm. */
export const ConfirmPopup = memo(function ConfirmPopup({ bet, options }: { bet: ActorRefFrom<BetMachine>; options: RoomOption[] }) {
  const { t } = useLingui()
  const { config } = useApp()
  const open = useSelector(bet, (s) => !s.matches('idle'))
  const pending = useSelector(bet, (s) => s.context.pending)
  const sending = useSelector(bet, (s) => s.matches('submitting') || s.matches('verifying') || s.context.confirmRequested)
  const checking = useSelector(bet, (s) => s.matches('verifying'))
  // the round closed while the order was on screen, before it was sent: it can no longer be sent
  const stopped = useSelector(bet, (s) => s.matches('confirming') && s.context.closed && !s.context.confirmRequested)
  const offline = useOfflineAction()
  const stoppedId = useId()
  const dismiss = () => bet.send({ type: 'bet.dismiss' })
  const visible = open && pending !== null
  return (
    <RoomSheet open={visible} title={t`Confirm your order`} testId="confirm-popup" onMaskClick={sending ? undefined : dismiss}>
      <table className="confirm-table">
        <ColumnHeads names={[t`Option`, t`Odds`, t`Amount`]} />
        <tbody>
          {pending?.order_info.map(([index, odds, amount]) => (
            <tr key={index} data-testid="confirm-row">
              <td>{options[index]?.name ?? index}</td>
              <td className="num">{formatOdds(odds)}</td>
              <td className="num">
                <Amount cents={amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="confirm-total">
        <Trans>Total</Trans>{' '}
        <strong data-testid="confirm-total">
          <Amount cents={orderTotal(pending)} currency={config.currency} />
        </strong>
      </div>
      {/* always in the page, so a screen reader announces the text when it appears */}
      <p className="confirm-status" role="status" id={stoppedId} data-testid="order-checking">
        {checking && <Trans>No clear answer from the server yet. Checking whether your order was placed…</Trans>}
        {stopped && <Trans>Trading has stopped for this round. This order was not sent.</Trans>}
      </p>
      <div className="confirm-actions">
        <Button block onClick={dismiss} disabled={sending} data-testid="confirm-cancel">
          <Trans>Cancel</Trans>
        </Button>
        <Button
          block
          color="primary"
          loading={sending}
          disabled={(offline.offline || stopped) && !sending}
          aria-describedby={stopped ? stoppedId : offline.describedBy}
          onClick={() => bet.send({ type: 'bet.confirm' })}
          data-testid="confirm-ok"
        >
          {stopped ? <Trans>Closed</Trans> : <Trans>Confirm</Trans>}
        </Button>
      </div>
      {offline.reason}
    </RoomSheet>
  )
})
