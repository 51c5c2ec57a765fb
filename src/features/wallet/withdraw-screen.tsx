import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import Button from 'antd-mobile/es/components/button'
import { FieldInput } from '../../ui/field-input'
import { useFocusFirstInvalid } from '../../ui/focus-invalid'
import { Toast } from '../../ui/toast'
import { ConfirmDialog } from '../../ui/overlays'
import { useApp } from '../../app/app-context'
import { useOfflineAction, ServerSubmit } from '../../ui/needs-server'
import { useRefreshOnOnline } from '../../ui/use-online'
import { getuserinfo } from '../../api/session'
import { useUser } from '../../app/session-hooks'
import type { BankAccount } from '../../api/types'
import { getBankcardlist, getLeftMoney, withdraw, type WithdrawBody } from '../../api/wallet'
import { codeMessage, errorMessage } from '../../i18n/error-message'
import type { Cents } from '../../lib/money'
import { isOutcomeUnknown } from '../../app/late-outcome'
import { useLateOutcome } from '../../app/use-late-outcome'
import { amountFieldText, normalizeAmountText } from '../../lib/amount-input'
import { maskAccount } from '../../lib/wallet-rules'
import { Amount } from '../../ui/amount'
import { Field, FieldError } from '../../ui/field'
import { Page } from '../../ui/page'
import { withdrawGateMachine } from '../../../machines/withdraw-gate.machine'
import { LoadingState } from '../../ui/load-states'
import { LoadError } from '../../app/load-error'
import { useAmountProblemText } from './use-amount-problem-text'
import './wallet.css'

/** How an account reads in one line: "ACB •••• 7890" or "USDT-TRC20 TQ5N…Ps1". */
export function accountLabel(a: BankAccount): string {
  if (a.type === 'Bank') return `${a.bank} ${maskAccount(a.account)}`
  const addr = a.address.length > 12 ? `${a.address.slice(0, 6)}…${a.address.slice(-4)}` : a.address
  return `${a.type} ${addr}`
}

/** /withdraw: the gate (accounts, withdraw password) and then the form. */
export function WithdrawScreen() {
  const { t } = useLingui()
  const { api } = useApp()
  const navigate = useNavigate()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const [machine] = useState(() =>
    withdrawGateMachine.provide({
      actors: {
        getBankcardlist: fromPromise(() => getBankcardlist(api)),
        getuserinfo: fromPromise(() => getuserinfo(api)),
        getLeftMoney: fromPromise(() => getLeftMoney(api)),
        withdraw: fromPromise(({ input }) => withdraw(api, input)),
      },
    }),
  )
  const gate = useActorRef(machine)
  const state = useSelector(gate, (s) =>
    s.matches('checking')
      ? 'checking'
      : s.matches('failed')
        ? 'failed'
        : s.matches('noAccount')
          ? 'noAccount'
          : s.matches('noPassword')
            ? 'noPassword'
            : 'ready',
  )
  const error = useSelector(gate, (s) => s.context.error)
  useRefreshOnOnline(() => gate.send({ type: state === 'failed' ? 'gate.retry' : 'gate.reloadLeftMoney' }))
  const leave = () => (canGoBack ? router.history.back() : navigate({ to: '/user' }))

  return (
    <Page title={t`Withdraw`}>
      {state === 'checking' && <LoadingState />}
      {state === 'failed' && <LoadError error={error} onRetry={() => gate.send({ type: 'gate.retry' })} />}
      {state === 'noAccount' && (
        <GateDialog
          testId="gate-no-account"
          text={t`You have not added a withdrawal account yet. Add one first.`}
          confirm={t`Add account`}
          onConfirm={() => void navigate({ to: '/banklist' })}
          onCancel={leave}
        />
      )}
      {state === 'noPassword' && (
        <GateDialog
          testId="gate-no-password"
          text={t`Please set a withdrawal password first.`}
          confirm={t`Set password`}
          onConfirm={() => void navigate({ to: '/usercipherpassword' })}
          onCancel={leave}
        />
      )}
      {state === 'ready' && <WithdrawForm gate={gate} />}
    </Page>
  )
}

function GateDialog({
  text,
  confirm,
  onConfirm,
  onCancel,
  testId,
}: {
  text: string
  confirm: string
  onConfirm: () => void
  onCancel: () => void
  testId: string
}) {
  const { t } = useLingui()
  // the question is the dialog's alone: the page beneath stays empty rather than say it twice
  return (
    <div data-testid={testId}>
      <ConfirmDialog content={text} confirmText={confirm} cancelText={t`Cancel`} onConfirm={onConfirm} onCancel={onCancel} />
    </div>
  )
}

type GateRef = ReturnType<typeof useActorRef<typeof withdrawGateMachine>>

function WithdrawForm({ gate }: { gate: GateRef }) {
  const { t, i18n } = useLingui()
  const { config, session } = useApp()
  const late = useLateOutcome('withdraw')
  const followLate = late.follow
  const navigate = useNavigate()
  const amountText = useAmountProblemText()
  const accounts = useSelector(gate, (s) => s.context.accounts)
  const leftmoney = useSelector(gate, (s) => s.context.leftmoney)
  const leftState = useSelector(gate, (s) =>
    s.matches({ ready: { leftMoney: 'loading' } })
      ? 'loading'
      : s.matches({ ready: { leftMoney: 'failed' } })
        ? 'failed'
        : s.matches({ ready: { leftMoney: 'notAvailable' } })
          ? 'notAvailable'
          : 'loaded',
  )
  const user = useUser()
  const amountId = useId()
  const amountErrorId = useId()
  const problems = useSelector(gate, (s) => s.context.problems)
  const busy = useSelector(gate, (s) => s.matches({ ready: { form: 'submitting' } }))
  const [bankId, setBankId] = useState<number | null>(accounts.length === 1 ? accounts[0]!.id : null)
  const [amount, setAmount] = useState('')
  const [pwd, setPwd] = useState('')
  const offline = useOfflineAction()
  // the last withdrawal the server took, said on the form until the next one is typed (a toast goes too soon)
  const [receipt, setReceipt] = useState<{ cents: Cents; account: string } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const refocus = useFocusFirstInvalid(formRef)

  useEffect(() => {
    const took = (body: WithdrawBody) => {
      const account = gate.getSnapshot().context.accounts.find((a) => a.id === body.bank_id)
      setReceipt({ cents: body.money, account: account ? accountLabel(account) : '' })
    }
    const done = gate.on('gate.withdrawn', ({ body }) => {
      Toast.show({ icon: 'success', content: t`Withdrawal submitted` })
      took(body)
      setAmount('')
      setPwd('')
      session.send({ type: 'session.refresh' })
    })
    const failed = gate.on('gate.withdrawFailed', ({ error, body }) => {
      if (!isOutcomeUnknown(error)) return void Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
      // the answer was lost, not the request: unconfirmed until the balance shows it; the form stays
      const confirmed = t`Withdrawal submitted (confirmed by your balance)`
      followLate(
        -body.money as Cents,
        () => {
          Toast.show({ icon: 'success', content: confirmed })
          took(body)
          setAmount('')
          gate.send({ type: 'gate.reloadLeftMoney' })
        },
        confirmed,
      )
    })
    return () => {
      done.unsubscribe()
      failed.unsubscribe()
    }
  }, [gate, session, t, i18n, followLate])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    // while a lost request is checked, sending it again could withdraw twice
    if (offline.offline || late.checking) return
    gate.send({ type: 'gate.submit', input: { bankId, amount, pwd, locale: i18n.locale }, balance: user?.money })
    // a refused form: focus goes where the first fix is (the account choice comes first)
    const found = gate.getSnapshot().context.problems
    if (found.bankId) formRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus()
    else if (Object.keys(found).length > 0) refocus()
  }
  const amountProblem = problems.amount === 1025 ? codeMessage(i18n, 1025) : problems.amount ? amountText(problems.amount) : null

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="field">
        <div className="left-money">
          <span className="field-label" id="account-label">
            <Trans>Withdraw to</Trans>
          </span>
          <Button size="mini" fill="none" color="primary" onClick={() => void navigate({ to: '/banklist' })} data-testid="manage-accounts">
            <Trans>Manage accounts</Trans>
          </Button>
        </div>
        <div className="account-options" role="radiogroup" aria-labelledby="account-label">
          {accounts.map((a) => (
            <button
              key={a.id}
              type="button"
              role="radio"
              aria-checked={bankId === a.id}
              className="account-option"
              onClick={() => {
                setBankId(a.id)
                gate.send({ type: 'gate.edit', field: 'bankId' })
              }}
            >
              <span>{accountLabel(a)}</span>
              {bankId === a.id && (
                <span className="check" aria-hidden>
                  ✓
                </span>
              )}
            </button>
          ))}
        </div>
        <FieldError>{problems.bankId ? codeMessage(i18n, problems.bankId) : null}</FieldError>
      </div>
      <div className="card left-money" data-testid="left-money">
        <span className="muted">
          <Trans>Available to withdraw</Trans>
        </span>
        {leftState === 'loading' ? (
          <span aria-busy="true">…</span>
        ) : leftmoney !== undefined ? (
          <Amount cents={leftmoney} currency={config.currency} />
        ) : leftState === 'notAvailable' ? (
          // a server without the call: said once, no retry that could never succeed; the balance is the limit
          <span className="muted" data-testid="left-money-not-available">
            <Trans>Not available from this server</Trans>
          </span>
        ) : (
          <Button size="mini" fill="none" color="primary" onClick={() => gate.send({ type: 'gate.reloadLeftMoney' })}>
            <Trans>Could not load — retry</Trans>
          </Button>
        )}
      </div>
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
        <div className="field-inline">
          <FieldInput
            id={amountId}
            name="amount"
            inputMode="decimal"
            value={amount}
            placeholder={t`Enter the amount`}
            onChange={(v) => {
              setAmount(normalizeAmountText(v, i18n.locale))
              setReceipt(null)
              gate.send({ type: 'gate.edit', field: 'amount' })
            }}
            aria-invalid={!!problems.amount}
            aria-describedby={amountProblem ? amountErrorId : undefined}
          />
          {leftmoney !== undefined && leftmoney > 0 && (
            <Button
              size="small"
              fill="outline"
              onClick={() => {
                setAmount(amountFieldText(leftmoney, i18n.locale))
                setReceipt(null)
                gate.send({ type: 'gate.edit', field: 'amount' })
              }}
              data-testid="withdraw-all"
            >
              <Trans>All</Trans>
            </Button>
          )}
        </div>
      </Field>
      <Field label={<Trans>Withdrawal password</Trans>} error={problems.pwd ? codeMessage(i18n, problems.pwd) : null}>
        <FieldInput
          name="pwd"
          type="password"
          value={pwd}
          onChange={(v) => {
            setPwd(v)
            gate.send({ type: 'gate.edit', field: 'pwd' })
          }}
          placeholder={t`Withdrawal password`}
          autoComplete="off"
          aria-invalid={!!problems.pwd}
        />
      </Field>
      <p className="field-hint">
        <Trans>Withdrawals arrive within 24 hours.</Trans>
      </p>
      {receipt && (
        <p className="form-done" role="status" data-testid="withdraw-receipt">
          {receipt.account ? (
            <Trans>
              Withdrawal of <Amount cents={receipt.cents} currency={config.currency} /> to {receipt.account} submitted. It shows in your
              income list.
            </Trans>
          ) : (
            <Trans>
              Withdrawal of <Amount cents={receipt.cents} currency={config.currency} /> submitted. It shows in your income list.
            </Trans>
          )}{' '}
          <Link to="/my_income">
            <Trans>Income list</Trans>
          </Link>
        </p>
      )}
      {late.notice}
      <ServerSubmit busy={busy || late.checking} offline={offline} testId="withdraw-submit">
        <Trans>Withdraw</Trans>
      </ServerSubmit>
      {offline.reason}
    </form>
  )
}
