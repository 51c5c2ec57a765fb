import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { RoundMachine } from '../../../machines/round.machine'
import { useServerReachable } from '../../ui/needs-server'
import { formatCountdown } from './countdown'

export type RoundPhase = 'loading' | 'open' | 'closed' | 'drawing' | 'failed' | 'hidden'

export function roundPhase(s: ReturnType<ActorRefFrom<RoundMachine>['getSnapshot']>): RoundPhase {
  if (s.matches({ live: { running: 'open' } })) return 'open'
  if (s.matches({ live: { running: 'closed' } })) return 'closed'
  if (s.matches({ live: 'drawing' })) return 'drawing'
  if (s.matches({ live: 'failed' })) return 'failed'
  if (s.matches('hidden')) return 'hidden'
  return 'loading'
}

/** Round number, countdown (mm:ss) and whether bets are open. */
export function RoundHeader({ round }: { round: ActorRefFrom<RoundMachine> }) {
  const { t } = useLingui()
  const phase = useSelector(round, roundPhase)
  const seqno = useSelector(round, (s) => s.context.info?.game?.seqno ?? '')
  // whole seconds: the view re-renders once a second, not on every tick
  const clock = useSelector(round, (s) => formatCountdown(s.context.remainingMs))
  const status = {
    open: t`Trading open`,
    closed: t`Trading closed`,
    drawing: t`Drawing…`,
    failed: t`Reconnecting…`,
    hidden: t`Paused`,
    loading: t`Loading…`,
  }[phase]
  // offline no bet can be placed, whatever the clock says
  const offline = !useServerReachable()
  return (
    <section className={`card round-header round-${phase}`} aria-label={t`Current round`} data-testid="round-header" data-phase={phase}>
      <div className="round-seqno">
        <span className="muted">
          <Trans>Round</Trans>
        </span>{' '}
        <strong data-testid="round-seqno">{seqno || '—'}</strong>
      </div>
      <div className="round-clock" role="timer" aria-live="off" data-testid="countdown">
        {clock}
      </div>
      <div className="round-status" role="status" data-testid="round-status">
        {offline ? t`Offline` : status}
      </div>
    </section>
  )
}
