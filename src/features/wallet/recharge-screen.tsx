import { useId, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { FieldInput } from '../../ui/field-input'
import { useFocusFirstInvalid, withoutProblem } from '../../ui/focus-invalid'
import { Toast } from '../../ui/toast'
import { useApp } from '../../app/app-context'
import { useOfflineAction } from '../../ui/needs-server'
import { isOutcomeUnknown } from '../../app/late-outcome'
import { useLateOutcome } from '../../app/use-late-outcome'
import { useHasToken, useSessionBusy } from '../../app/session-hooks'
import { recharge } from '../../api/wallet'
import { errorMessage, rechargeMinMessage } from '../../i18n/error-message'
import { formatMoney, toWire, type Cents } from '../../lib/money'
import { normalizeAmountText } from '../../lib/amount-input'
import { RECHARGE_QUICK_AMOUNTS, rechargeMinimum, validateRecharge, type RechargeProblems } from '../../lib/wallet-rules'
import { Amount } from '../../ui/amount'
import { Field } from '../../ui/field'
import { Page } from '../../ui/page'
import { useAmountProblemText } from './use-amount-problem-text'
import './wallet.css'

const quickValue = (cents: Cents) => String(cents / 100)

/** /recharge/{back?}: amount and payer name, quick amounts, minimum from config; a back arrow only with `back`. */
export function RechargeScreen({ back }: { back?: string }) {
  const { t, i18n } = useLingui()
  const { api, config, session, demo } = useApp()
  // the form must not bounce a returning user to /login while their session is restored
  const loggedIn = useHasToken()
  const sessionBusy = useSessionBusy()
  const navigate = useNavigate()
  const late = useLateOutcome('recharge')
  const amountText = useAmountProblemText()
  const min = rechargeMinimum(config)
  const minId = useId()
  const amountId = useId()
  const amountErrorId = useId()
  const [form, setForm] = useState({ amount: '', payName: '' })
  const [problems, setProblems] = useState<RechargeProblems>({})
  const formRef = useRef<HTMLFormElement>(null)
  const refocus = useFocusFirstInvalid(formRef)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<{ money: Cents; pay_name: string } | null>(null)
  // The flag in state re-renders; the ref blocks a second submit within the same tick.
  const inFlight = useRef(false)

  // a field edited (typed or a quick amount) no longer shows the problem it had at the last submit
  const set = (field: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [field]: value }))
    setProblems(withoutProblem(field))
  }

  // a guest's button only leads to the login screen, which works offline
  const offlineAction = useOfflineAction()
  const offline = loggedIn ? offlineAction : { offline: false, describedBy: undefined, reason: null }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (offline.offline) return
    // while a lost request is checked, sending it again could recharge twice
    if (inFlight.current || sessionBusy || late.checking) return
    if (!loggedIn) {
      void navigate({ to: '/login', search: { redirect: back ? `/recharge/${back}` : '/recharge' } })
      return
    }
    const { value, problems } = validateRecharge({ ...form, locale: i18n.locale }, min)
    setProblems(problems)
    if (!value) return refocus()
    inFlight.current = true
    setBusy(true)
    try {
      await recharge(api, value)
      setDone(value)
      setForm({ amount: '', payName: '' })
      session.send({ type: 'session.refresh' })
    } catch (error) {
      if (!isOutcomeUnknown(error)) Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
      // the answer was lost, not the request: shown as done once the balance shows it (a server
      // that credits only after review never does; the income list then has the record)
      else
        late.follow(
          value.money,
          () => {
            setDone(value)
            setForm({ amount: '', payName: '' })
          },
          t`Recharge submitted (confirmed by your balance)`,
        )
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  const belowMin = { ...rechargeMinMessage, values: { min: formatMoney(min, i18n.locale) } }
  const amountProblem = problems.amount === 'belowMin' ? i18n._(belowMin) : problems.amount ? amountText(problems.amount) : null

  return (
    <Page title={t`Recharge`} noBack={!back}>
      {done ? (
        <section className="card recharge-done" role="status" data-testid="recharge-done">
          <h2>
            <Trans>Recharge submitted</Trans>
          </h2>
          <Amount cents={done.money} currency={config.currency} />
          <PayerLine payer={done.pay_name} />
          {demo && (
            <p className="demo-note">
              <Trans>Demo: the amount was credited to your balance at once.</Trans>
            </p>
          )}
          <Button block color="primary" onClick={() => void navigate({ to: '/user' })}>
            <Trans>My account</Trans>
          </Button>
          <Button block fill="outline" onClick={() => setDone(null)}>
            <Trans>Recharge again</Trans>
          </Button>
        </section>
      ) : (
        <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
          <Field
            label={
              <>
                <Trans>Amount</Trans> ({config.currency})
              </>
            }
            error={amountProblem}
            inputId={amountId}
            errorId={amountErrorId}
          >
            <FieldInput
              id={amountId}
              name="amount"
              inputMode="decimal"
              value={form.amount}
              placeholder={t`Enter the amount`}
              onChange={(v) => set('amount', normalizeAmountText(v, i18n.locale))}
              aria-invalid={!!problems.amount}
              aria-describedby={amountProblem ? `${minId} ${amountErrorId}` : minId}
            />
            <span className="field-hint" id={minId}>
              <Trans>Minimum</Trans> <Amount cents={min} currency={config.currency} />
            </span>
          </Field>
          <div className="quick-amounts" role="group" aria-label={t`Quick amounts`}>
            {RECHARGE_QUICK_AMOUNTS.map((cents) => (
              <Button
                key={cents}
                size="small"
                fill="outline"
                aria-pressed={form.amount === quickValue(cents)}
                // a configured minimum above a quick amount: that amount would only be refused
                disabled={cents < min}
                aria-describedby={cents < min ? minId : undefined}
                onClick={() => set('amount', quickValue(cents))}
                data-testid={`quick-${toWire(cents)}`}
              >
                {formatMoney(cents, i18n.locale).replace(/[.,]00$/, '')}
              </Button>
            ))}
          </div>
          <Field label={<Trans>Payer name</Trans>} error={problems.payName ? t`Please enter the payer name` : null}>
            <FieldInput
              name="payName"
              value={form.payName}
              placeholder={t`Name on your paying account`}
              onChange={(v) => set('payName', v)}
              aria-invalid={!!problems.payName}
              autoComplete="name"
            />
          </Field>
          <Button
            block
            color="primary"
            size="large"
            type="submit"
            loading={busy || sessionBusy || late.checking}
            disabled={busy || sessionBusy || late.checking || offline.offline}
            aria-describedby={offline.describedBy}
          >
            {loggedIn ? <Trans>Recharge</Trans> : <Trans>Log in to recharge</Trans>}
          </Button>
          {offline.reason}
          {late.notice}
        </form>
      )}
    </Page>
  )
}

function PayerLine({ payer }: { payer: string }) {
  return (
    <p className="muted">
      <Trans>Payer: {payer}</Trans>
    </p>
  )
}
