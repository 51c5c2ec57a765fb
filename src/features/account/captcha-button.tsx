import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import Button from 'antd-mobile/es/components/button'
import { Toast } from '../../ui/toast'
import { sms_send } from '../../api/account'
import { useApp } from '../../app/app-context'
import { useOfflineAction } from '../../ui/needs-server'
import { errorMessage } from '../../i18n/error-message'
import { captchaLockMachine } from '../../../machines/captcha-lock.machine'

export interface CaptchaButtonProps {
  quhao: string
  mobile: string
  /** The phone was refused before sending (not 6-15 digits): the form shows it by the phone field. */
  onInvalidPhone: () => void
  /** A code went out; `demoCode` only from a demo backend. */
  onSent: (demoCode: string | undefined) => void
  /** The form is submitting: no new code may go out under it. */
  disabled?: boolean
}

/**
 * When the last lock ends, on the machine's clock (performance.now()), per app (its API client): leaving
 * the register screen and coming back keeps the countdown (the server would refuse a new code meanwhile).
 */
const lockEnds = new WeakMap<object, number>()

/**
 * The captcha "send" button with its 60 s lock (machines/captcha-lock.machine.ts). A language switch
 * (which re-renders in place) keeps the countdown, and so does leaving the screen (`lockEnds`).
 */
export function CaptchaButton({ quhao, mobile, onInvalidPhone, onSent, disabled = false }: CaptchaButtonProps) {
  const { t, i18n } = useLingui()
  const { api, demo } = useApp()
  const actor = useActorRef(captchaLockMachine.provide({ actors: { sms_send: fromPromise(({ input }) => sms_send(api, input)) } }), {
    input: { lockedUntil: lockEnds.get(api) ?? null },
  })
  const lockedUntil = useSelector(actor, (s) => s.context.lockedUntil)
  useEffect(() => {
    if (lockedUntil !== null) lockEnds.set(api, lockedUntil)
  }, [api, lockedUntil])
  const state = useSelector(actor, (s) => (s.matches('sending') ? 'sending' : s.matches('locked') ? 'locked' : 'idle'))
  const remaining = useSelector(actor, (s) => s.context.remaining)
  // the form's submit below shows the reason; this one is for the screen reader
  const offline = useOfflineAction({ visible: false })

  useEffect(() => {
    const subs = [
      actor.on('captcha.invalidPhone', () => onInvalidPhone()),
      actor.on('captcha.failed', ({ error }) => {
        Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
      }),
      actor.on('captcha.unconfirmed', () => {
        Toast.show({
          content: t`We could not confirm that the code was sent. If no message arrives, send it again when the countdown ends.`,
        })
      }),
      actor.on('captcha.sent', ({ demoCode }) => {
        const shown = demo ? demoCode : undefined
        Toast.show({ icon: 'success', content: shown ? t`Demo code: ${shown}` : t`Verification code sent` })
        onSent(shown)
      }),
    ]
    return () => subs.forEach((s) => s.unsubscribe())
  }, [actor, i18n, t, demo, onInvalidPhone, onSent])

  return (
    <>
      <Button
        className="captcha-send"
        color="primary"
        fill="outline"
        type="button"
        data-testid="captcha-send"
        loading={state === 'sending'}
        disabled={disabled || state !== 'idle' || offline.offline}
        aria-describedby={offline.describedBy}
        aria-live="polite"
        onClick={() => actor.send({ type: 'captcha.send', quhao, mobile })}
      >
        {state === 'locked' ? (
          <span data-testid="captcha-countdown">
            <Trans>Resend in {remaining}s</Trans>
          </span>
        ) : (
          <Trans>Send code</Trans>
        )}
      </Button>
      {offline.reason}
    </>
  )
}
