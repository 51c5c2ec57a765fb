import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { Cents } from '../lib/money'
import { Dialog } from '../ui/dialog'
import { Toast } from '../ui/toast'
import { useApp, type SessionActor } from './app-context'
import { watchLateOutcome } from './late-outcome'

/** The requests that move money whose lost answer is checked: one check of each kind at a time. */
export type LateKind = 'withdraw' | 'recharge' | 'transfer-in'

export interface LateOutcome {
  /**
   * After a request whose answer was lost: follows the balance until it shows `change`. `onConfirmed` runs if
   * the screen is still open then; otherwise the user is told `elsewhere` (a toast, on whatever screen is open).
   */
  follow: (change: Cents, onConfirmed: () => void, elsewhere: string) => void
  /**
   * A lost request of this kind is being checked (started on this screen or on an earlier visit of it). Its
   * action stays disabled meanwhile: sent again, the request could be done twice.
   */
  checking: boolean
  /** While checking, the line that says so, to render beside the action (null otherwise). */
  notice: ReactNode
}

interface Check {
  stop: () => void
  /** the screen's own reaction while the screen that started the check is open; null once it has closed */
  onConfirmed: (() => void) | null
  onUnresolved: () => void
}

/**
 * The checks under way, per session actor (a test or story that boots another app has its own). They live as
 * long as the session, not as the screen: a user who leaves the form and comes back finds it still locked with
 * its notice, and a late confirmation is told wherever the user is.
 */
class LateChecks {
  private readonly checks = new Map<LateKind, Check>()
  private readonly listeners = new Set<() => void>()

  constructor(session: SessionActor) {
    // Without a session the balance cannot be read: what is still unknown is said so now.
    session.on('session.ended', () => {
      for (const [kind, check] of [...this.checks]) {
        this.end(kind)
        check.onUnresolved()
      }
    })
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  has = (kind: LateKind) => this.checks.has(kind)

  get = (kind: LateKind) => this.checks.get(kind)

  start(kind: LateKind, check: Check) {
    this.checks.get(kind)?.stop()
    this.checks.set(kind, check)
    this.listeners.forEach((l) => l())
  }

  /** Forgets the check (it has ended or was stopped). */
  end(kind: LateKind): void {
    const check = this.checks.get(kind)
    if (!check) return
    check.stop()
    this.checks.delete(kind)
    this.listeners.forEach((l) => l())
  }
}

const checksBySession = new WeakMap<SessionActor, LateChecks>()
function lateChecks(session: SessionActor): LateChecks {
  let checks = checksBySession.get(session)
  if (!checks) {
    checks = new LateChecks(session)
    checksBySession.set(session, checks)
  }
  return checks
}

/**
 * For screens that move money, after a request whose answer was lost. It says the outcome is
 * unconfirmed (never "failed") for as long as it is checked, follows the balance
 * (src/app/late-outcome.ts), and either reports the request done once the balance shows it, or,
 * after the last re-read, offers the income list, where the server's record of it will appear.
 */
export function useLateOutcome(kind: LateKind): LateOutcome {
  const { t } = useLingui()
  const { session } = useApp()
  const navigate = useNavigate()
  const checks = lateChecks(session)
  const checking = useSyncExternalStore(checks.subscribe, () => checks.has(kind))
  /** the check this screen started, whose reaction is this screen's while it is open */
  const mine = useRef<Check | null>(null)
  useEffect(
    () => () => {
      if (mine.current) mine.current.onConfirmed = null
    },
    [],
  )

  const follow = useCallback(
    (change: Cents, onConfirmed: () => void, elsewhere: string) => {
      const before = session.getSnapshot().context.user?.money ?? null
      const check: Check = {
        stop: () => {},
        onConfirmed,
        onUnresolved: () =>
          void Dialog.confirm({
            content: t`We could not confirm whether your request went through. The income list shows what the server has recorded.`,
            confirmText: t`Income list`,
            cancelText: t`OK`,
          }).then((go) => {
            if (go) void navigate({ to: '/my_income' })
          }),
      }
      mine.current = check
      // registered before the watch starts: a balance that shows the change already ends it at once
      checks.start(kind, check)
      check.stop = watchLateOutcome({
        session,
        before,
        change,
        onConfirmed: () => {
          if (checks.get(kind) !== check) return
          checks.end(kind)
          if (check.onConfirmed) check.onConfirmed()
          else Toast.show({ icon: 'success', content: elsewhere, duration: 5000, maskClickable: true, outcome: true })
        },
        onUnresolved: () => {
          if (checks.get(kind) !== check) return
          checks.end(kind)
          check.onUnresolved()
        },
      })
    },
    [session, checks, kind, t, navigate],
  )

  const notice = checking ? (
    <p className="form-notice" role="status" data-testid="late-checking">
      <Trans>No clear answer from the server yet. Your request may still go through: we are checking. Do not send it again.</Trans>
    </p>
  ) : null
  return { follow, checking, notice }
}
