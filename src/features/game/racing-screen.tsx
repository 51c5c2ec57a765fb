import { memo, useId, useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { BetMachine } from '../../../machines/bet.machine'
import { useApp } from '../../app/app-context'
import { useUser } from '../../app/session-hooks'
import { minStake } from '../../lib/bet-rules'
import { units, type Cents } from '../../lib/money'
import { CARS, finishingOrder, raceOption, raceRates } from '../../lib/racing'
import type { ResultHistory, Room } from '../../api/types'
import { Amount } from '../../ui/amount'
import { formatOdds } from '../../ui/odds'
import type { RoomOption } from './options'
import { CarOrder, RaceHistory } from './race-result'
import { placeName, raceKinds, racingOptions } from './racing-options'
import { RoomGate } from './room-gate'
import { RoomPage } from './room-layout'
import { useRoomOptions } from './use-room-view'
import type { RoomActors } from './use-room'
import './game.css'
import './racing.css'

/** Racing quick amounts, in whole units; then all-in. */
export const QUICK_AMOUNTS = [10, 50, 100, 500, 1000] as const

const ratesOf = (room: Room) => raceRates(room.rates)

/** /bjsc/{id}: the racing room (a real room, game type 4). */
export function RacingScreen({ id }: { id: string }) {
  return <RoomGate id={id} path="/bjsc/$id" ratesOf={ratesOf} View={RacingView} />
}

/** The racing room, on the game room's page (room-layout.tsx). */
function RacingView({ actors }: { actors: RoomActors }) {
  const { t } = useLingui()
  const options = useRoomOptions(actors.round, racingOptions)
  const kinds = useRoomOptions(actors.round, raceKinds)
  const kindNames = useMemo(() => kinds.map((k) => k.name), [kinds])
  return (
    <RoomPage
      actors={actors}
      defaultTitle={t`Racing`}
      className="room racing"
      options={options}
      rules={kinds}
      rulesIntro={RULES_INTRO}
      LastResult={LastRace}
      Results={RaceHistory}
      drawingNote={DRAWING_NOTE}
      racing
    >
      <RankGrid bet={actors.bet} options={options} kinds={kindNames} />
      <QuickAmounts bet={actors.bet} />
    </RoomPage>
  )
}

const DRAWING_NOTE = <Trans>The race is on… the next round starts in a moment.</Trans>

const RULES_INTRO = (
  <Trans>
    Ten cars race in every round and finish in places 1st to 10th. For each place you can pick Big (car 6 to 10), Small (car 1 to 5), Odd or
    Even. Bets close 60 seconds before the end of the round. A winning option pays the stake times its odds.
  </Trans>
)

function LastRace({ last }: { last: ResultHistory }) {
  const order = finishingOrder(last)
  if (!order) return null
  return (
    <div className="race-last">
      <span className="muted">
        <Trans>Last result (1st to 10th)</Trans>
      </span>
      <CarOrder order={order} testId="last-result" />
    </div>
  )
}

/** Ten rows, one per place, each with big / small / odd / even at the room's odds. */
const RankGrid = memo(function RankGrid({
  bet,
  options,
  kinds,
}: {
  bet: ActorRefFrom<BetMachine>
  options: RoomOption[]
  kinds: string[]
}) {
  const { t, i18n } = useLingui()
  const selected = useSelector(bet, (s) => s.context.selected)
  return (
    <section className="card race-grid" role="group" aria-label={t`Options`}>
      {Array.from({ length: CARS }, (_, rank) => (
        <div key={rank} className="rank-row" data-testid="rank-row">
          <span className="rank-name">{placeName(i18n, rank)}</span>
          <div className="rank-options">
            {[0, 1, 2, 3].map((kind) => {
              const o = options[raceOption(rank, kind)]!
              const on = selected.includes(o.index)
              return (
                <button
                  key={kind}
                  type="button"
                  className={on ? 'option option-on' : 'option'}
                  aria-pressed={on}
                  aria-label={o.name}
                  disabled={o.odds === undefined}
                  onClick={() => bet.send({ type: 'bet.toggle', index: o.index })}
                  data-testid={`option-${o.index}`}
                >
                  <span className="option-name">{kinds[kind]}</span>
                  <span className="option-odds">{formatOdds(o.odds)}</span>
                </button>
              )
            })}
          </div>
        </div>
      ))}
    </section>
  )
})

/**
 * Quick amounts set the amount per option; all-in spreads the whole balance over the selected options. One
 * below the least an order can take per option (20, or the room's minimum order over the options selected)
 * is not offered: disabled, with the minimum beside it as its reason.
 */
const QuickAmounts = memo(function QuickAmounts({ bet }: { bet: ActorRefFrom<BetMachine> }) {
  const { t, i18n } = useLingui()
  const { config } = useApp()
  const reasonId = useId()
  const balance = useUser()?.money ?? null
  const count = useSelector(bet, (s) => s.context.selected.length)
  const minbuy = useSelector(bet, (s) => s.context.round?.minbuy ?? (0 as Cents))
  const least = minStake(minbuy, count)
  const allIn = balance === null ? null : Math.floor(balance / 100 / Math.max(1, count))
  const allInBelow = allIn !== null && allIn > 0 && units(allIn) < least
  const below = (n: number) => units(n) < least
  const reason = QUICK_AMOUNTS.some(below) || allInBelow
  return (
    <>
      <div className="quick-amounts" role="group" aria-label={t`Quick amounts`}>
        {QUICK_AMOUNTS.map((n) => (
          <button
            key={n}
            type="button"
            className="quick-amount"
            disabled={below(n)}
            aria-describedby={below(n) ? reasonId : undefined}
            onClick={() => bet.send({ type: 'bet.amount', text: String(n), locale: i18n.locale })}
            data-testid={`quick-${n}`}
          >
            {n >= 1000 ? `${n / 1000}K` : n}
          </button>
        ))}
        <button
          type="button"
          className="quick-amount"
          disabled={!allIn || allInBelow}
          aria-describedby={allInBelow ? reasonId : undefined}
          onClick={() => allIn && bet.send({ type: 'bet.amount', text: String(allIn), locale: i18n.locale })}
          data-testid="quick-all"
        >
          <Trans>All in</Trans>
        </button>
      </div>
      {reason && (
        <p className="quick-minimum" id={reasonId} data-testid="quick-minimum">
          <Trans>
            Minimum per option: <Amount cents={least} currency={config.currency} />
          </Trans>
        </p>
      )}
    </>
  )
})
