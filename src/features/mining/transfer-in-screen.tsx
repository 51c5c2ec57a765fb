import { useId, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { FieldInput } from '../../ui/field-input'
import { useFocusFirstInvalid } from '../../ui/focus-invalid'
import { Toast } from '../../ui/toast'
import { ConfirmDialog } from '../../ui/overlays'
import { useApp } from '../../app/app-context'
import { useOfflineAction } from '../../ui/needs-server'
import { isOutcomeUnknown } from '../../app/late-outcome'
import { useLateOutcome } from '../../app/use-late-outcome'
import { useHasToken, useUser } from '../../app/session-hooks'
import { minerTransferIn } from '../../api/mining'
import { errorMessage, spendErrorMessage } from '../../i18n/error-message'
import { allInAmount, checkTransferIn, tierFor, transferLimits, type MiningTier, type TransferProblem } from '../../lib/mining'
import { formatMoney, type Cents } from '../../lib/money'
import { amountFieldText, normalizeAmountText } from '../../lib/amount-input'
import { EmptyState, ErrorState } from '../../ui/load-states'
import { Page } from '../../ui/page'
import { formatPercent, Percent, UsdAmount } from './usd-amount'
import { isNotAvailable } from '../../api/errors'
import { useMiningTiers } from './use-tiers'
import './mining.css'

/** /producttransferin: balance, amount with all-in, within the range of the tiers shown. */
export function TransferInScreen({ tier: suggested }: { tier?: number }) {
  const { t } = useLingui()
  const hasToken = useHasToken()
  return (
    <Page title={t`Transfer in`}>
      {hasToken ? (
        <TransferForm suggested={suggested} />
      ) : (
        <EmptyState
          action={
            <Link to="/login" search={{ redirect: '/producttransferin' }} className="link">
              <Trans>Log in</Trans>
            </Link>
          }
        >
          <Trans>Log in to transfer into mining.</Trans>
        </EmptyState>
      )}
    </Page>
  )
}

function TransferForm({ suggested }: { suggested?: number }) {
  const { t, i18n } = useLingui()
  const { api, session } = useApp()
  const user = useUser()
  const navigate = useNavigate()
  const late = useLateOutcome('transfer-in')
  const mining = useMiningTiers()
  const { tiers, known } = mining
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<TransferProblem | null>(null)
  const [busy, setBusy] = useState(false)
  const [unavailable, setUnavailable] = useState(false)
  // a checked transfer the user is asked to confirm; nothing is sent before the answer
  const [asking, setAsking] = useState<{ cents: Cents; tier: MiningTier } | null>(null)
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const refocus = useFocusFirstInvalid(formRef)
  const amountId = useId()
  const rangeId = useId()
  const problemId = useId()
  const balance = user?.money
  // the range of the plans shown: the backend's tiers when it has them, else the product's; until the
  // server's answer is in, the range is not known: nothing is checked against it, nor sent
  const limits = transferLimits(tiers)

  const parsed = checkTransferIn(amount, limits, i18n.locale)
  // the plan the typed amount falls in; before an amount is typed, the one the user came from; none for an
  // amount no plan takes (the problem under the field says why)
  const tier = !known
    ? null
    : 'cents' in parsed
      ? tierFor(parsed.cents, tiers)
      : amount.trim() === ''
        ? (tiers.find((x) => x.tier === suggested) ?? null)
        : null

  const problemText: Record<TransferProblem, string> = {
    amountRequired: t`Please enter an amount`,
    amountInvalid: t`Please enter a valid amount`,
    amountZero: t`The amount cannot be zero`,
    belowMinimum: t`The minimum transfer is ${formatMoney(limits.min, i18n.locale)} USD`,
    aboveMaximum: limits.max === undefined ? '' : t`The maximum transfer is ${formatMoney(limits.max, i18n.locale)} USD`,
    insufficientBalance: t`Your balance is not enough for this amount`,
  }

  const offline = useOfflineAction()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (offline.offline) return
    // while a lost request is checked, sending it again could transfer twice
    if (inFlight.current || late.checking || asking) return
    if (!known) return
    const result = checkTransferIn(amount, { ...limits, balance }, i18n.locale)
    // a refused form: focus goes to the amount, which is read with its message
    const refuse = (found: TransferProblem) => {
      setProblem(found)
      refocus()
    }
    if ('problem' in result) return refuse(result.problem)
    setProblem(null)
    const target = tierFor(result.cents, tiers)
    if (!target) return refuse('belowMinimum')
    // money leaves the balance for the plan's whole period: the user confirms the amount and the plan first
    setAsking({ cents: result.cents, tier: target })
  }

  const send = async ({ cents, tier: target }: { cents: Cents; tier: MiningTier }) => {
    // a second tap on Confirm before the dialog has gone sends nothing more
    if (inFlight.current) return
    inFlight.current = true
    setAsking(null)
    if (offline.offline || late.checking) {
      inFlight.current = false
      return
    }
    setBusy(true)
    // Done: the form stays locked until the orders screen replaces it (its code may take a while to come),
    // so that no tap sends the transfer again meanwhile; it replaces the form's entry too, so that Back
    // leads before the form, never to the used one.
    const transferred = t`Transferred ${formatMoney(cents, i18n.locale)} USD into plan ${target.tier}`
    const done = () => {
      inFlight.current = true
      setBusy(true)
      Toast.show({ icon: 'success', content: transferred })
      void navigate({ to: '/productorder', replace: true })
    }
    let sent = false
    try {
      await minerTransferIn(api, { money: cents, tier: target.tier })
      sent = true
      session.send({ type: 'session.refresh' })
      done()
    } catch (error) {
      if (isNotAvailable(error) && !(error as { info?: string }).info) setUnavailable(true)
      else if (!isOutcomeUnknown(error)) Toast.show({ icon: 'fail', content: spendErrorMessage(i18n, error) })
      // the answer was lost, not the request: done once the balance shows the amount gone
      else late.follow(-cents as Cents, done, transferred)
    } finally {
      if (!sent) {
        inFlight.current = false
        setBusy(false)
      }
    }
  }

  if (unavailable) {
    return (
      <EmptyState>
        <span data-testid="not-available">
          <Trans>Mining transfers are not available on this server.</Trans>
        </span>
      </EmptyState>
    )
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <section className="card balance-row" data-testid="mining-balance">
        <span className="muted">
          <Trans>Balance</Trans>
        </span>
        {balance !== undefined ? <UsdAmount cents={balance} /> : <span className="muted">—</span>}
      </section>
      {/* the label names the input alone: the All in button and the hints are not part of its name */}
      <div className="field">
        <label className="field-label" htmlFor={amountId}>
          <Trans>Amount (USD)</Trans>
        </label>
        <div className="transfer-amount">
          <FieldInput
            id={amountId}
            name="amount"
            inputMode="decimal"
            value={amount}
            aria-invalid={problem !== null}
            placeholder={t`Enter the amount`}
            aria-describedby={problem ? `${rangeId} ${problemId}` : rangeId}
            onChange={(v) => {
              setAmount(normalizeAmountText(v, i18n.locale))
              setProblem(null)
            }}
          />
          <Button
            size="small"
            disabled={balance === undefined || busy || !known}
            data-testid="all-in"
            onClick={() => {
              if (balance === undefined || !known) return
              setAmount(amountFieldText(allInAmount(balance, limits.max), i18n.locale))
              setProblem(null)
            }}
          >
            <Trans>All in</Trans>
          </Button>
        </div>
        {/* the range stays in view while typing (a placeholder goes, and was cut at 320 px) */}
        <span className="field-hint" id={rangeId} data-testid="transfer-range" aria-busy={!known && !mining.error}>
          {!known ? (
            mining.error ? (
              <Trans>The allowed range could not be loaded.</Trans>
            ) : (
              <Trans>Loading the allowed range…</Trans>
            )
          ) : limits.max !== undefined ? (
            <Trans>
              From <UsdAmount cents={limits.min} /> to <UsdAmount cents={limits.max} />
            </Trans>
          ) : (
            <Trans>
              From <UsdAmount cents={limits.min} />
            </Trans>
          )}
        </span>
        {problem && (
          <span className="field-error" role="alert" id={problemId} data-testid="amount-problem">
            {problemText[problem]}
          </span>
        )}
      </div>
      {mining.error ? (
        <ErrorState onRetry={mining.reload} testId="tiers-load-error">
          {errorMessage(i18n, mining.error)} <Trans>Transfers wait until the server’s plans are loaded.</Trans>
        </ErrorState>
      ) : null}
      {tier && (
        <p className="transfer-tier" data-testid="transfer-tier">
          <Trans>
            Plan {tier.tier}: <Percent ppm={tier.ratePpm} /> per day for {tier.days} days
          </Trans>
        </p>
      )}
      <Button
        type="submit"
        block
        color="primary"
        size="large"
        loading={busy || late.checking}
        disabled={busy || late.checking || offline.offline || !known}
        aria-describedby={offline.describedBy}
        data-testid="transfer-submit"
      >
        <Trans>Transfer in</Trans>
      </Button>
      {offline.reason}
      {late.notice}
      {asking && (
        <ConfirmTransfer cents={asking.cents} tier={asking.tier} onConfirm={() => void send(asking)} onCancel={() => setAsking(null)} />
      )}
    </form>
  )
}

/** The question before a transfer: the amount, the plan it goes into and what becomes of the money. */
function ConfirmTransfer({
  cents,
  tier,
  onConfirm,
  onCancel,
}: {
  cents: Cents
  tier: MiningTier
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  const amount = formatMoney(cents, i18n.locale)
  const plan = tier.tier
  const rate = formatPercent(tier.ratePpm, i18n.locale)
  const days = tier.days
  return (
    <div data-testid="transfer-confirm">
      <ConfirmDialog
        label={t`Confirm the transfer`}
        content={t`Transfer ${amount} USD into plan ${plan}? The amount leaves your balance now and earns ${rate} a day for ${days} days; then the principal and the income return to your balance.`}
        confirmText={t`Transfer in`}
        cancelText={t`Cancel`}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </div>
  )
}
