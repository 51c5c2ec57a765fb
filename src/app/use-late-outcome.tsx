import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { Cents } from '../lib/money'
import { Dialog } from '../ui/dialog'
import { useApp } from './app-context'
import { watchLateOutcome } from './late-outcome'

export interface LateOutcome {
  /** After a request whose answer was lost: follows the balance until it shows `change`. */
  follow: (change: Cents, onConfirmed: () => void) => void
  /**
   * The lost request's outcome is being checked. Its action stays disabled meanwhile: sent again, the
   * request could be done twice.
   */
  checking: boolean
  /** While checking, the line that says so, to render beside the action (null otherwise). */
  notice: ReactNode
}

/**
 * For screens that move money, after a request whose answer was lost. It says the outcome is
 * unconfirmed (never "failed") for as long as it is checked, follows the balance
 * (src/app/late-outcome.ts), and either reports the request done once the balance shows it, or,
 * after the last re-read, offers the income list, where the server's record of it will appear.
 */
export function useLateOutcome(): LateOutcome {
  const { t } = useLingui()
  const { session } = useApp()
  const navigate = useNavigate()
  const stopRef = useRef<(() => void) | null>(null)
  const [checking, setChecking] = useState(false)
  useEffect(() => () => stopRef.current?.(), [])

  const follow = useCallback(
    (change: Cents, onConfirmed: () => void) => {
      stopRef.current?.()
      const before = session.getSnapshot().context.user?.money ?? null
      setChecking(true)
      stopRef.current = watchLateOutcome({
        session,
        before,
        change,
        onConfirmed: () => {
          setChecking(false)
          onConfirmed()
        },
        onUnresolved: () => {
          setChecking(false)
          void Dialog.confirm({
            content: t`We could not confirm whether your request went through. The income list shows what the server has recorded.`,
            confirmText: t`Income list`,
            cancelText: t`OK`,
          }).then((go) => {
            if (go) void navigate({ to: '/my_income' })
          })
        },
      })
    },
    [session, t, navigate],
  )

  const notice = checking ? (
    <p className="form-notice" role="status" data-testid="late-checking">
      <Trans>No clear answer from the server yet. Your request may still go through: we are checking. Do not send it again.</Trans>
    </p>
  ) : null
  return { follow, checking, notice }
}
