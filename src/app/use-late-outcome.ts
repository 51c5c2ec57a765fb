import { useCallback, useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { Cents } from '../lib/money'
import { Dialog } from '../ui/dialog'
import { Toast } from '../ui/toast'
import { useApp } from './app-context'
import { watchLateOutcome } from './late-outcome'

/**
 * For screens that move money: `follow(change, onConfirmed)` after a request whose answer was lost.
 * It says the outcome is unconfirmed (never "failed"), follows the balance (src/app/late-outcome.ts),
 * and either reports the request done once the balance shows it, or, after the last re-read, offers
 * the income list, where the server's record of it will appear.
 */
export function useLateOutcome() {
  const { t } = useLingui()
  const { session } = useApp()
  const navigate = useNavigate()
  const stopRef = useRef<(() => void) | null>(null)
  useEffect(() => () => stopRef.current?.(), [])

  return useCallback(
    (change: Cents, onConfirmed: () => void) => {
      stopRef.current?.()
      const before = session.getSnapshot().context.user?.money ?? null
      Toast.show({
        content: t`No answer from the server yet. Your request may still go through: we are checking. Do not send it again.`,
        duration: 4000,
      })
      stopRef.current = watchLateOutcome({
        session,
        before,
        change,
        onConfirmed,
        onUnresolved: () =>
          void Dialog.confirm({
            content: t`We could not confirm whether your request went through. The income list shows what the server has recorded.`,
            confirmText: t`Income list`,
            cancelText: t`OK`,
          }).then((go) => {
            if (go) void navigate({ to: '/my_income' })
          }),
      })
    },
    [session, t, navigate],
  )
}
