import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import Dialog from 'antd-mobile/es/components/dialog'
import Tabs from 'antd-mobile/es/components/tabs'
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline'
import type { ActorRefFrom } from 'xstate'
import type { BetMachine } from '../../../machines/bet.machine'
import { useApp } from '../../app/app-context'
import { useUser } from '../../app/session-hooks'
import { CARS, finishingOrder, raceOption, raceRates } from '../../api/racing'
import type { Room } from '../../api/types'
import type { Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'
import { Page } from '../../ui/page'
import { BetSlip, ConfirmPopup } from './bet-slip'
import { formatOdds, type RoomOption } from './options'
import { LiveOrdersList, OwnOrdersList } from './order-lists'
import { CarOrder, RaceHistory } from './race-result'
import { placeName, raceKinds, racingOptionName, racingOptions } from './racing-options'
import { AwardLine, RoomLoading, RoomMissing, parseRoomId } from './room-screen'
import { useRoomFeedback } from './room-feedback'
import { RoundHeader, roundPhase } from './round-header'
import { RulesSheet } from './rules-sheet'
import { useRoom, type RoomActors, type RoomBackend } from './use-room'
import './game.css'
import './racing.css'

/** SPEC §9: racing quick amounts, in whole units; then all-in. */
export const QUICK_AMOUNTS = [10, 50, 100, 500, 1000] as const

const ratesOf = (room: Room) => raceRates(room.rates)

/** /bjsc/{id}: the racing room (DECISIONS: a real room, game type 4). */
export function RacingScreen({ id, backend }: { id: string; backend?: RoomBackend }) {
  const roomid = parseRoomId(id)
  return roomid === null ? <RoomMissing /> : <Racing roomid={roomid} backend={backend} />
}

function Racing({ roomid, backend }: { roomid: number; backend?: RoomBackend }) {
  const actors = useRoom(roomid, backend, { ratesOf })
  const missing = useSelector(actors.round, (s) => s.matches('missing'))
  const info = useSelector(actors.round, (s) => s.context.info)
  useRoomFeedback(actors, info?.room.minjoin)
  if (missing) return <RoomMissing />
  if (!info) return <RoomLoading actors={actors} />
  return <RacingView actors={actors} />
}

function RacingView({ actors }: { actors: RoomActors }) {
  const { round, bet, live, orders } = actors
  const { t, i18n } = useLingui()
  const { config } = useApp()
  const user = useUser()
  const [rulesOpen, setRulesOpen] = useState(false)
  const info = useSelector(round, (s) => s.context.info!)
  const phase = useSelector(round, roundPhase)
  const closed = useSelector(bet, (s) => s.context.closed)
  const award = useSelector(orders, (s) => s.context.award)
  const options = racingOptions(i18n, info.room)
  const nameOf = (value: string) => racingOptionName(i18n, info.room, value)
  const last = info.his[0] ? finishingOrder(info.his[0]) : null

  const cancelOrder = async (id: number) => {
    if (closed) return void orders.send({ type: 'orders.cancel', id })
    const ok = await Dialog.confirm({ content: t`Cancel this order?`, 'aria-label': t`Cancel this order?`, confirmText: t`Cancel order`, cancelText: t`Keep it` })
    if (ok) orders.send({ type: 'orders.cancel', id })
  }

  return (
    <Page
      title={info.room.title || t`Racing`}
      right={
        <button type="button" className="icon-link" onClick={() => setRulesOpen(true)} aria-label={t`How it works`} data-testid="rules-open">
          <QuestionCircleOutline fontSize={22} />
        </button>
      }
    >
      <div className="room racing" data-testid="room">
        <RoundHeader round={round} />
        <section className="card room-summary">
          <div>
            <span className="muted"><Trans>Balance</Trans></span>{' '}
            <span data-testid="room-balance">{user ? <Amount cents={user.money} currency={config.currency} /> : '—'}</span>
          </div>
          {last && (
            <div className="race-last">
              <span className="muted"><Trans>Last result (1st to 10th)</Trans></span>
              <CarOrder order={last} testId="last-result" />
            </div>
          )}
          {award && award.award !== null && <AwardLine seqno={award.seqno} award={award.award} currency={config.currency} />}
        </section>

        {phase === 'drawing' ? (
          <div className="card drawing" role="status" data-testid="drawing"><Trans>The race is on… the next round starts in a moment.</Trans></div>
        ) : (
          <>
            <RankGrid bet={bet} options={options} kinds={raceKinds(i18n, info.room).map((k) => k.name)} />
            <QuickAmounts bet={bet} balance={user?.money ?? null} />
            <BetSlip bet={bet} closed={closed} />
          </>
        )}

        <Tabs className="room-tabs" defaultActiveKey="live">
          <Tabs.Tab title={t`Live orders`} key="live">
            <LiveOrdersList live={live} room={info.room} closed={closed} nameOf={nameOf}
              onFollow={(index, amount) => bet.send({ type: 'bet.follow', index, amount })} />
          </Tabs.Tab>
          <Tabs.Tab title={t`My orders`} key="mine">
            <OwnOrdersList orders={orders} room={info.room} closed={closed} nameOf={nameOf} onCancel={(id) => void cancelOrder(id)} />
          </Tabs.Tab>
          <Tabs.Tab title={t`Results`} key="results">
            <RaceHistory his={info.his} />
          </Tabs.Tab>
        </Tabs>
      </div>
      <ConfirmPopup bet={bet} options={options} />
      <RulesSheet open={rulesOpen} options={raceKinds(i18n, info.room)} onClose={() => setRulesOpen(false)}
        intro={<Trans>Ten cars race in every round and finish in places 1st to 10th. For each place you can pick Big (car 6 to 10), Small (car 1 to 5), Odd or Even. Bets close 60 seconds before the end of the round. A winning option pays the stake times its odds.</Trans>} />
    </Page>
  )
}

/** Ten rows, one per place, each with big / small / odd / even at the room's odds. */
function RankGrid({ bet, options, kinds }: { bet: ActorRefFrom<BetMachine>; options: RoomOption[]; kinds: string[] }) {
  const { t, i18n } = useLingui()
  const selected = useSelector(bet, (s) => s.context.selected)
  return (
    <section className="card race-grid" role="group" aria-label={t`Options`}>
      {Array.from({ length: CARS }, (_, rank) => (
        <div key={rank} className="rank-row" data-testid="rank-row">
          <span className="rank-name">{placeName(i18n, rank)}</span>
          {[0, 1, 2, 3].map((kind) => {
            const o = options[raceOption(rank, kind)]!
            const on = selected.includes(o.index)
            return (
              <button key={kind} type="button" className={on ? 'option option-on' : 'option'} aria-pressed={on}
                aria-label={o.name} disabled={o.odds === undefined}
                onClick={() => bet.send({ type: 'bet.toggle', index: o.index })} data-testid={`option-${o.index}`}>
                <span className="option-name">{kinds[kind]}</span>
                <span className="option-odds">{formatOdds(o.odds)}</span>
              </button>
            )
          })}
        </div>
      ))}
    </section>
  )
}

/** Quick amounts set the amount per option; all-in spreads the whole balance over the selected options. */
function QuickAmounts({ bet, balance }: { bet: ActorRefFrom<BetMachine>; balance: Cents | null }) {
  const { t } = useLingui()
  const count = useSelector(bet, (s) => s.context.selected.length)
  const allIn = balance === null ? null : Math.floor(balance / 100 / Math.max(1, count))
  return (
    <div className="quick-amounts" role="group" aria-label={t`Quick amounts`}>
      {QUICK_AMOUNTS.map((n) => (
        <button key={n} type="button" className="quick-amount" onClick={() => bet.send({ type: 'bet.amount', text: String(n) })}
          data-testid={`quick-${n}`}>
          {n >= 1000 ? `${n / 1000}K` : n}
        </button>
      ))}
      <button type="button" className="quick-amount" disabled={!allIn} onClick={() => allIn && bet.send({ type: 'bet.amount', text: String(allIn) })}
        data-testid="quick-all">
        <Trans>All in</Trans>
      </button>
    </div>
  )
}
