import { memo, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Dialog } from '../../ui/dialog'
import Tabs from 'antd-mobile/es/components/tabs'
import type { I18n } from '@lingui/core'
import { useApp } from '../../app/app-context'
import { useUser } from '../../app/session-hooks'
import { orderKey, type GameLogEntry, type ResultHistory, type Room } from '../../api/types'
import { formatMoney, type Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'
import { QuestionIcon } from '../../ui/icons'
import type { RoomOption } from './options'
import { LiveOrdersList, OwnOrdersList } from './order-lists'
import { roundPhase } from './round-header'
import type { RoomActors } from './use-room'

// The parts of a game room (room-screen.tsx) and the racing room (racing-screen.tsx). Each part
// reads its own slice of the room's machines, so a tick, the closing window, the draw, a balance
// refresh or a toggled option re-renders only what shows it: at 4x CPU slowdown a whole-room render
// at a round transition was a 50-150 ms task (the soak check).

const roomOf = (s: ReturnType<RoomActors['round']['getSnapshot']>): Room => s.context.info!.room

/**
 * The room's options, the same array while the room's type, rates and the language stay the same
 * (each round's getGameinfo brings a new room object), so the parts that take them skip re-rendering.
 */
export function useRoomOptions(round: RoomActors['round'], build: (i18n: I18n, room: Room) => RoomOption[]): RoomOption[] {
  const { i18n } = useLingui()
  const key = useSelector(round, (s) => `${roomOf(s).type}|${roomOf(s).rates.join(',')}`)
  // `key` and the language are everything the options depend on (the room object itself changes every round)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => build(i18n, roomOf(round.getSnapshot())), [key, i18n, i18n.locale, round, build])
}

/**
 * False until the room's first render has taken effect. That render is a transition (room-screen.tsx):
 * it can show before its parts have subscribed to the machines (subscriptions are effects, and a
 * transition's effects run a moment after it commits); until then the room is marked aria-busy.
 * Parents' effects run after their children's, so this one runs once every part is subscribed.
 */
export function useRoomReady(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return ready
}

/** The rules sheet's state and the order lists' callbacks, stable across renders and rounds. */
export function useRoomControls({ bet, orders }: RoomActors) {
  const { t } = useLingui()
  const [rulesOpen, setRulesOpen] = useState(false)
  const openRules = useCallback(() => setRulesOpen(true), [])
  const closeRules = useCallback(() => setRulesOpen(false), [])
  const onFollow = useCallback((index: number, amount: Cents) => bet.send({ type: 'bet.follow', index, amount }), [bet])
  const { i18n } = useLingui()
  const onCancel = useCallback(
    (row: GameLogEntry) => {
      const id = orderKey(row)!
      // closed: the orders machine refuses with 1020 at once, no question asked first
      if (bet.getSnapshot().context.closed) return void orders.send({ type: 'orders.cancel', id })
      // a server that groups entries into orders cancels the whole order: say so before asking
      const group = orders.getSnapshot().context.orders.filter((o) => orderKey(o) === id)
      const count = group.length
      const total = formatMoney(group.reduce((sum, o) => sum + o.money, 0) as Cents, i18n.locale)
      const question = count > 1 ? t`This order has ${count} options (${total} in all). Cancel all of them?` : t`Cancel this order?`
      void Dialog.confirm({ content: question, 'aria-label': question, confirmText: t`Cancel order`, cancelText: t`Keep it` }).then(
        (ok) => ok && orders.send({ type: 'orders.cancel', id }),
      )
    },
    [bet, orders, t, i18n],
  )
  const [tab, setTab] = useState('live')
  const showOrders = useCallback(() => setTab('mine'), [])
  return { rulesOpen, openRules, closeRules, onFollow, onCancel, tab, setTab, showOrders }
}

export const RulesButton = memo(function RulesButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui()
  return (
    <button type="button" className="icon-link" onClick={onOpen} aria-label={t`How it works`} data-testid="rules-open">
      <QuestionIcon size={22} />
    </button>
  )
})

/** The user's result in the last round they played (`current`), once it has been drawn. */
export function AwardLine({ seqno, award, currency }: { seqno: string; award: Cents; currency: string }) {
  return (
    <div className={award > 0 ? 'award award-won' : 'award'} data-testid="award">
      {award > 0 ? (
        <Trans>
          Round {seqno}: you won <Amount cents={award} currency={currency} />
        </Trans>
      ) : (
        <Trans>Round {seqno}: no win this time</Trans>
      )}
    </div>
  )
}

/** Balance, the room's last result and the user's award in the last round played. */
export const RoomSummary = memo(function RoomSummary({
  actors,
  LastResult,
}: {
  actors: RoomActors
  LastResult: ComponentType<{ last: ResultHistory }>
}) {
  const { config } = useApp()
  const user = useUser()
  const last = useSelector(actors.round, (s) => s.context.info?.his[0])
  const award = useSelector(actors.orders, (s) => s.context.award)
  return (
    <section className="card room-summary">
      <div>
        <span className="muted">
          <Trans>Balance</Trans>
        </span>{' '}
        <span data-testid="room-balance">{user ? <Amount cents={user.money} currency={config.currency} /> : '—'}</span>
      </div>
      {last && <LastResult last={last} />}
      {award && award.award !== null && <AwardLine seqno={award.seqno} award={award.award} currency={config.currency} />}
    </section>
  )
})

/**
 * The bet area (`children`: options, amounts, slip) and, while the round is drawn, the drawing note
 * in its place. The bet area stays mounted (hidden) through the draw: the next round only updates it.
 */
export const BetArea = memo(function BetArea({
  round,
  drawingNote,
  children,
}: {
  round: RoomActors['round']
  drawingNote: ReactNode
  children: ReactNode
}) {
  const drawing = useSelector(round, (s) => roundPhase(s) === 'drawing')
  return (
    <>
      {drawing && (
        <div className="card drawing" role="status" data-testid="drawing">
          {drawingNote}
        </div>
      )}
      <div className="room-bet" hidden={drawing}>
        {children}
      </div>
    </>
  )
})

/** `options[value]`'s name for a wire `value` that is an option index, else null (the list shows valuecn). */
const nameIn = (options: RoomOption[]) => (value: string) => (/^\d+$/.test(value) ? (options[Number(value)]?.name ?? null) : null)

function LivePane({
  actors,
  options,
  onFollow,
}: {
  actors: RoomActors
  options: RoomOption[]
  onFollow: (index: number, amount: Cents) => void
}) {
  const room = useSelector(actors.round, roomOf)
  const closed = useSelector(actors.bet, (s) => s.context.closed)
  const nameOf = useMemo(() => nameIn(options), [options])
  return <LiveOrdersList live={actors.live} room={room} closed={closed} nameOf={nameOf} onFollow={onFollow} />
}

function OwnPane({ actors, options, onCancel }: { actors: RoomActors; options: RoomOption[]; onCancel: (row: GameLogEntry) => void }) {
  const room = useSelector(actors.round, roomOf)
  const closed = useSelector(actors.bet, (s) => s.context.closed)
  const nameOf = useMemo(() => nameIn(options), [options])
  return <OwnOrdersList orders={actors.orders} room={room} closed={closed} nameOf={nameOf} onCancel={onCancel} />
}

function ResultsPane({ actors, Results }: { actors: RoomActors; Results: ComponentType<{ his: ResultHistory[]; room: Room }> }) {
  const room = useSelector(actors.round, roomOf)
  const his = useSelector(actors.round, (s) => s.context.info!.his)
  return <Results his={his} room={room} />
}

/**
 * Live orders, own orders and results. The tabs themselves render once (and on a language switch);
 * each pane follows the round on its own.
 */
export const RoomTabs = memo(function RoomTabs({
  actors,
  options,
  onFollow,
  onCancel,
  Results,
  tab,
  onTab,
}: {
  actors: RoomActors
  /** the open tab: 'live', 'mine' or 'results' */
  tab: string
  onTab: (key: string) => void
  options: RoomOption[]
  onFollow: (index: number, amount: Cents) => void
  onCancel: (row: GameLogEntry) => void
  Results: ComponentType<{ his: ResultHistory[]; room: Room }>
}) {
  const { t } = useLingui()
  return (
    <Tabs className="room-tabs" activeKey={tab} onChange={onTab}>
      <Tabs.Tab title={t`Live orders`} key="live">
        <LivePane actors={actors} options={options} onFollow={onFollow} />
      </Tabs.Tab>
      <Tabs.Tab title={t`My orders`} key="mine">
        <OwnPane actors={actors} options={options} onCancel={onCancel} />
      </Tabs.Tab>
      <Tabs.Tab title={t`Results`} key="results">
        <ResultsPane actors={actors} Results={Results} />
      </Tabs.Tab>
    </Tabs>
  )
})
