import { useEffect, useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useApp } from '../../app/app-context'
import type { ResultHistory } from '../../api/types'
import { formatMoney, type Cents } from '../../lib/money'
import { Amount } from '../../ui/amount'
import { usePrefersReducedMotion } from '../../ui/reduced-motion'
import { REVEAL_PARTS } from '../../../machines/draw-reveal.machine'
import { winningIndices, type RoomOption } from './options'
import type { RoomActors } from './use-room'

/**
 * The user's outcome in the revealed round, for a round they had orders in: the award `current` answered
 * (0: no win), or 'pending' while it has not answered or when it failed (never read as a loss).
 */
export type RevealOutcome = { award: Cents } | 'pending' | null

const NONE: readonly number[] = []

/** The reveal's result and how much of it shows: all of it at once under reduced motion. */
function useReveal(reveal: RoomActors['reveal']) {
  const still = usePrefersReducedMotion()
  const result = useSelector(reveal, (s) => s.context.result)
  const shown = useSelector(reveal, (s) => s.context.shown)
  return { result, shown: result && still ? REVEAL_PARTS : shown, still }
}

/** The options the revealed draw won (the room's rules), lit on the grid from the sum's step until the hold ends. */
export function useRevealedWinners({ reveal, round }: Pick<RoomActors, 'reveal' | 'round'>): readonly number[] {
  const { result, shown } = useReveal(reveal)
  const type = useSelector(round, (s) => s.context.info!.room.type)
  const lit = useSelector(reveal, (s) => !s.matches('done')) && shown >= REVEAL_PARTS
  return useMemo(() => (result && lit ? winningIndices({ type }, result) : NONE), [result, lit, type])
}

/**
 * A polite live region saying `text`, in the body: the bet area around the card is hidden through each draw,
 * and a live region should stay in place. A plain element, not a React portal: React would add its ~140
 * event listeners to the body for one.
 */
function useAnnouncer(text: string) {
  const [region] = useState(() => {
    const p = document.createElement('p')
    p.className = 'visually-hidden'
    p.setAttribute('aria-live', 'polite')
    p.dataset.testid = 'draw-announcement'
    return p
  })
  useEffect(() => {
    document.body.append(region)
    return () => region.remove()
  }, [region])
  useEffect(() => void (region.textContent = text), [region, text])
}

/** The ended round's draw revealed in the room, with the user's outcome when they played it. */
export function DrawReveal({ actors, options }: { actors: RoomActors; options: RoomOption[] }) {
  const { config } = useApp()
  const { result, shown, still } = useReveal(actors.reveal)
  const award = useSelector(actors.orders, (s) => s.context.award)
  const winners = useRevealedWinners(actors)
  const outcome: RevealOutcome = !result || award?.seqno !== result.seqno ? null : award.award === null ? 'pending' : { award: award.award }
  return (
    <DrawRevealView
      result={result}
      shown={shown}
      still={still}
      winners={winners.map((i) => options[i]?.name ?? '')}
      outcome={outcome}
      currency={config.currency}
    />
  )
}

/**
 * The draw's digits and sum (`shown` of them, one per step of machines/draw-reveal.machine.ts) and, once all
 * show, the outcome banner. A polite live region says the complete result once per round.
 */
export function DrawRevealView({
  result,
  shown,
  still,
  winners,
  outcome,
  currency,
}: {
  result: ResultHistory | null
  shown: number
  /** reduced motion: everything shows at once, nothing moves */
  still: boolean
  winners: string[]
  outcome: RevealOutcome
  currency: string
}) {
  const { t, i18n } = useLingui()
  const visible = result && still ? REVEAL_PARTS : shown
  const complete = result !== null && visible >= REVEAL_PARTS
  // The announcement as it stood when the result was complete: an award answered later changes the banner
  // only, so the live region speaks once per round.
  const [said, setSaid] = useState<{ seqno: string; text: string } | null>(null)
  if (complete && said?.seqno !== result.seqno) {
    const { seqno, sum } = result
    const digits = `${result.num1} ${result.num2} ${result.num3}`
    const names = new Intl.ListFormat(i18n.locale, { type: 'unit' }).format(winners)
    const parts = [t`Round ${seqno}: ${digits}, sum ${sum}. ${names}.`]
    if (outcome === 'pending') parts.push(t`Result pending — see Bet records`)
    else if (outcome && outcome.award > 0) parts.push(`${t`Prize`} ${formatMoney(outcome.award, i18n.locale)} ${currency}`)
    else if (outcome) parts.push(t`No win this round`)
    setSaid({ seqno, text: parts.join(' ') })
  }
  useAnnouncer(result && said?.seqno === result.seqno ? said.text : '')
  if (!result) return null
  return (
    <section className={still ? 'card draw-reveal draw-still' : 'card draw-reveal'} data-testid="draw-reveal">
      <span className="muted">
        <Trans>Round</Trans> {result.seqno}
      </span>
      <div className="draw-balls">
        {[result.num1, result.num2, result.num3].map((digit, i) => (
          <span key={i} className={i < visible ? 'draw-ball draw-on' : 'draw-ball'} data-testid="draw-digit">
            {i < visible ? digit : ''}
          </span>
        ))}
        =
        <span className={complete ? 'draw-ball draw-sum draw-on' : 'draw-ball draw-sum'} data-testid="draw-sum">
          {complete ? result.sum : ''}
        </span>
      </div>
      {/* its line is kept from the first digit on, so nothing moves when it shows */}
      {outcome && (
        <div
          className={`draw-banner draw-${outcome === 'pending' ? 'pending' : outcome.award > 0 ? 'won' : 'lost'}`}
          style={complete ? undefined : { visibility: 'hidden' }}
          data-testid="draw-banner"
        >
          {outcome === 'pending' ? (
            <Trans>Result pending — see Bet records</Trans>
          ) : outcome.award > 0 ? (
            <>
              {/* what the round paid out, not a profit: stakes on other options may have cost more */}
              <Trans>Prize</Trans> <Amount cents={outcome.award} currency={currency} />
            </>
          ) : (
            <Trans>No win this round</Trans>
          )}
        </div>
      )}
    </section>
  )
}
