import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import Button from 'antd-mobile/es/components/button'
import type { ActorRefFrom } from 'xstate'
import type { LiveOrdersMachine } from '../../../machines/live-orders.machine'
import { isStale, rowKey } from '../../../machines/live-orders.machine'
import type { OwnOrdersMachine } from '../../../machines/own-orders.machine'
import { orderKey, type GameLogEntry, type Room } from '../../api/types'
import { errorMessage } from '../../i18n/error-message'
import { maskUsername } from '../../lib/mask-name'
import type { Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'
import { ErrorState } from '../../ui/load-states'
import { useOfflineAction, useServerReachable } from '../../ui/needs-server'
import { formatOdds } from '../../ui/odds'
import { optionName } from './options'

/** Other players' orders this round, newest first (masked name, round, option, amount), each with Follow. */
export function LiveOrdersList({
  live,
  room,
  closed,
  onFollow,
  nameOf,
}: {
  live: ActorRefFrom<LiveOrdersMachine>
  room: Room
  closed: boolean
  onFollow: (index: number, amount: Cents) => void
  /** an option's name by wire `value` (default: the room's option table) */
  nameOf?: (value: string) => string | null
}) {
  const { i18n } = useLingui()
  const name = nameOf ?? ((value: string) => optionName(i18n, room, value))
  const rows = useSelector(live, (s) => s.context.shown)
  const gameseq = useSelector(live, (s) => s.context.gameseq)
  const loading = useSelector(live, (s) => !s.context.fetched && s.context.error === null)
  // the round's first answer failed: its reason and a retry (a failed poll later keeps the rows shown)
  const error = useSelector(live, (s) => (s.context.fetched ? null : s.context.error))
  // a later poll failed: the rows stay, and may miss orders placed since the last answer
  const stale = useSelector(live, (s) => isStale(s.context))
  const paused = !useServerReachable()
  // the rows stay as last loaded; the list's polling picks up again by itself when the network returns
  const pausedNote = paused && (
    <p className="muted list-note" role="status" data-testid="live-paused">
      <Trans>Offline: live orders are paused and update again when the connection returns.</Trans>
    </p>
  )
  const staleNote = !paused && stale && (
    <p className="muted list-note" role="status" data-testid="live-stale">
      <Trans>Live orders could not be updated: they may be out of date. Trying again…</Trans>
    </p>
  )
  if (paused && (loading || error)) return pausedNote
  if (loading)
    return (
      <p className="muted list-note">
        <Trans>Loading…</Trans>
      </p>
    )
  if (error) {
    return (
      <ErrorState onRetry={() => live.send({ type: 'live.retry' })}>
        <Trans>Live orders are not available right now.</Trans> {errorMessage(i18n, error)}
      </ErrorState>
    )
  }
  if (rows.length === 0)
    return (
      pausedNote ||
      staleNote || (
        <p className="muted list-note" data-testid="live-empty">
          <Trans>No orders in this round yet.</Trans>
        </p>
      )
    )
  return (
    <>
      {pausedNote}
      {staleNote}
      <ul className="order-list" data-testid="live-orders">
        {rows.map((r) => {
          const single = /^\d+$/.test(r.value)
          return (
            <li key={rowKey(r)} className="order-row live-order" data-testid="live-row">
              <span className="order-user" data-testid="live-user">
                {maskUsername(r.username)}
              </span>
              <span className="order-option">{name(r.value) ?? r.valuecn}</span>
              <Amount cents={r.money} />
              {single && (
                <Button
                  size="mini"
                  fill="outline"
                  className={closed ? 'follow-closed' : undefined}
                  onClick={() => onFollow(Number(r.value), r.money)}
                  data-testid="follow"
                >
                  <Trans>Follow</Trans>
                </Button>
              )}
              {/* the room's header shows the round these orders are in; only an order of another round says which */}
              {r.seqno && r.seqno !== gameseq && (
                <span className="order-seqno" data-testid="live-seqno">
                  <Trans>Round</Trans> {r.seqno}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}

/** The user's own orders this round, each with Cancel. */
export function OwnOrdersList({
  orders,
  room,
  closed,
  onCancel,
  nameOf,
}: {
  orders: ActorRefFrom<OwnOrdersMachine>
  room: Room
  closed: boolean
  /** the row's Cancel; it cancels the row's order (orderKey), which on some servers spans several rows */
  onCancel: (row: GameLogEntry) => void
  nameOf?: (value: string) => string | null
}) {
  const { i18n } = useLingui()
  const name = nameOf ?? ((value: string) => optionName(i18n, room, value))
  const rows = useSelector(orders, (s) => s.context.orders)
  // One cancel at a time: while one is being sent or checked, its outcome decides what the list holds.
  const sending = useSelector(orders, (s) => (s.matches({ list: 'cancelling' }) ? s.context.cancellingId : null))
  const checking = useSelector(orders, (s) => (s.matches({ list: 'cancelInDoubt' }) ? s.context.cancellingId : null))
  const busy = sending !== null || checking !== null
  const reloading = useSelector(orders, (s) => s.matches({ list: 'loading' }))
  const error = useSelector(orders, (s) => s.context.error)
  const offline = useOfflineAction()
  const busyId = useId()
  // always in the page, so a screen reader announces the text when it appears; a cancel checked into the
  // next round is named over that round's list, empty or not
  const status = (
    <p className="muted list-note own-busy" role="status" id={busyId} data-testid="own-busy">
      {sending !== null && <Trans>Cancelling order #{sending}…</Trans>}
      {checking !== null && <Trans>No clear answer from the server yet. Checking whether order #{checking} was cancelled…</Trans>}
    </p>
  )
  if (error && rows.length === 0) {
    if (reloading)
      return (
        <>
          {status}
          <p className="muted list-note">
            <Trans>Loading…</Trans>
          </p>
        </>
      )
    return (
      <>
        {status}
        <ErrorState onRetry={() => orders.send({ type: 'orders.reload' })}>
          <Trans>Your orders could not be loaded.</Trans> {errorMessage(i18n, error)}
        </ErrorState>
      </>
    )
  }
  if (rows.length === 0)
    return (
      <>
        {status}
        <p className="muted list-note" data-testid="own-empty">
          <Trans>You have no orders in this round.</Trans>
        </p>
      </>
    )
  // the last read failed: the rows shown are the last the server gave, and may miss a change since
  const stale = error && !reloading && (
    <ErrorState testId="own-stale" onRetry={() => orders.send({ type: 'orders.reload' })}>
      <Trans>Your orders could not be updated: this list may be out of date.</Trans> {errorMessage(i18n, error)}
    </ErrorState>
  )
  return (
    <>
      {offline.reason}
      {status}
      {stale}
      <ul className="order-list" data-testid="own-orders">
        {rows.map((o) => (
          <li key={o.id} className="order-row" data-testid="own-row">
            <span className="order-id">#{orderKey(o)}</span>
            <span className="order-option">{name(o.value) ?? o.valuecn}</span>
            <span className="num">{formatOdds(o.rate)}</span>
            <Amount cents={o.money} />
            <Button
              size="mini"
              color="danger"
              fill="outline"
              disabled={busy || offline.offline}
              aria-describedby={busy ? busyId : offline.describedBy}
              className={closed ? 'cancel-closed' : undefined}
              onClick={() => onCancel(o)}
              data-testid="cancel-order"
            >
              <Trans>Cancel</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </>
  )
}
