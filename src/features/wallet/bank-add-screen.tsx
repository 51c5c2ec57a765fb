import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { FieldInput } from '../../ui/field-input'
import { useFocusFirstInvalid, withoutProblem } from '../../ui/focus-invalid'
import Selector from 'antd-mobile/es/components/selector'
import { Toast } from '../../ui/toast'
import { leaveSettling } from '../../ui/settle-screen'
import { useApp } from '../../app/app-context'
import { useOfflineAction, ServerSubmit } from '../../ui/needs-server'
import { useUser } from '../../app/session-hooks'
import { addbankcard, getBankcardlist } from '../../api/wallet'
import type { BankAccount } from '../../api/types'
import { isApiError } from '../../api/errors'
import { isOutcomeUnknown } from '../../app/late-outcome'
import { codeMessage, errorMessage } from '../../i18n/error-message'
import {
  ACCOUNT_TYPES,
  bankAddFieldOf,
  isBankType,
  validateBankAdd,
  type BankAddField,
  type BankAddBody,
  type BankAddInput,
  type BankAddProblem,
} from '../../lib/wallet-rules'
import { Page } from '../../ui/page'
import { Field } from '../../ui/field'
import './wallet.css'

/** A rule the form checks, or the catalogue code of a server's refusal about the field. */
type Problem = BankAddProblem | number

const EMPTY: BankAddInput = { type: 'Bank', bank: '', account: '', username: '', area: '', address: '', payPwd: '' }

/** A saved account that is the one the form sent: the same type and account number (or address). */
const sameAccount = (saved: BankAccount, sent: BankAddBody): boolean =>
  saved.type === sent.type &&
  ('account' in sent ? saved.account.replace(/\s+/g, '') === sent.account : saved.address.trim() === sent.address)

/**
 * /bankadd: the type picker offers only Bank; every field required with its own message. A server's refusal
 * about a field shows under it, any other as a toast; either way focus goes back into the form
 * (useFocusFirstInvalid), and to the notice when the answer was lost.
 */
export function BankAddScreen() {
  const { t, i18n } = useLingui()
  const { api } = useApp()
  const user = useUser()
  const navigate = useNavigate()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const [form, setForm] = useState(EMPTY)
  const [problems, setProblems] = useState<Partial<Record<BankAddField, Problem>>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const refocus = useFocusFirstInvalid(formRef)
  const [busy, setBusy] = useState(false)
  /** the last request's answer was lost, and the saved accounts did not show it ('absent') or could not be read */
  const [unconfirmed, setUnconfirmed] = useState<'absent' | 'unread' | null>(null)
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (unconfirmed) notice.current?.focus()
  }, [unconfirmed])
  const inFlight = useRef(false)

  const text = (p: Problem | undefined): string | null => {
    switch (p) {
      case undefined:
        return null
      case 'bankRequired':
        return t`Please enter the bank name`
      case 'accountRequired':
        return t`Please enter the account number`
      case 'usernameRequired':
        return t`Please enter the account holder's real name`
      case 'areaRequired':
        return t`Please enter the branch or BSB code`
      default:
        return codeMessage(i18n, p)
    }
  }

  const offline = useOfflineAction()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (offline.offline) return
    if (inFlight.current) return
    const { value, problems } = validateBankAdd(form)
    setProblems(problems)
    if (!value) return refocus()
    inFlight.current = true
    setBusy(true)
    setUnconfirmed(null)
    // Added: the form stays locked while the screen goes, so that no tap adds the account again meanwhile.
    let left = false
    const added = () => {
      left = true
      Toast.show({ icon: 'success', content: t`Account added` })
      // The list shows under the finger that submitted: a double tap's second lands on nothing there.
      leaveSettling(router, () => (canGoBack ? router.history.back() : navigate({ to: '/banklist', replace: true })))
    }
    try {
      await addbankcard(api, value)
      added()
    } catch (error) {
      if (!isOutcomeUnknown(error)) {
        const code = isApiError(error) && error.kind === 'code' ? error.errCode : undefined
        const about = bankAddFieldOf(code, value.type)
        if (about && code !== undefined) setProblems({ [about]: code })
        else Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
        refocus()
        return
      }
      // The answer was lost and the server may have added it: the saved accounts say. Nothing is resent.
      const listed = await getBankcardlist(api).then(
        (accounts) => accounts.some((a) => sameAccount(a, value)),
        () => null,
      )
      if (listed) added()
      else setUnconfirmed(listed === false ? 'absent' : 'unread')
    } finally {
      if (!left) {
        inFlight.current = false
        setBusy(false)
      }
    }
  }

  // a field edited no longer shows the problem it had at the last submit
  const set = (field: keyof BankAddInput) => (v: string) => {
    setForm((f) => ({ ...f, [field]: v }))
    if (field !== 'type') setProblems(withoutProblem(field))
  }
  const field = (name: BankAddField, label: string, props: Partial<Parameters<typeof FieldInput>[0]> = {}) => (
    <Field label={label} error={text(problems[name])}>
      <FieldInput name={name} value={form[name]} onChange={set(name)} aria-invalid={!!problems[name]} placeholder={label} {...props} />
    </Field>
  )

  return (
    <Page title={t`Add account`}>
      {user?.noPassword2 === 1 && (
        <p className="card" role="note" data-testid="needs-password">
          <Trans>Set a withdrawal password before adding an account.</Trans>{' '}
          <Link to="/usercipherpassword">
            <Trans>Set password</Trans>
          </Link>
        </p>
      )}
      <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="field">
          <span className="field-label" id="type-label">
            <Trans>Account type</Trans>
          </span>
          <Selector
            aria-labelledby="type-label"
            // two to a row: a type's name fits on one line at 320 px in every language ("Ngân hàng")
            columns={2}
            value={[form.type]}
            options={ACCOUNT_TYPES.map((type) => ({ value: type, label: type === 'Bank' ? t`Bank` : type }))}
            onChange={(v) => v[0] && setForm((f) => ({ ...f, type: v[0]! }))}
          />
        </div>
        {isBankType(form.type) ? (
          <>
            {field('bank', t`Bank name`)}
            {field('account', t`Account number`, { inputMode: 'numeric' })}
            {field('username', t`Real name`, { autoComplete: 'name' })}
            {field('area', t`Branch (or BSB code)`)}
          </>
        ) : (
          field('address', t`Address`)
        )}
        {field('payPwd', t`Withdrawal password`, { type: 'password', autoComplete: 'off' })}
        {unconfirmed && (
          <p className="form-notice" role="status" data-testid="bank-add-unconfirmed" ref={notice} tabIndex={-1}>
            {unconfirmed === 'absent' ? (
              <Trans>
                We got no clear answer from the server, and your saved accounts do not show this one yet. Check them before adding it again.
              </Trans>
            ) : (
              <Trans>
                We got no clear answer from the server, and your saved accounts could not be read to check. Check them before adding it
                again.
              </Trans>
            )}{' '}
            <Link to="/banklist">
              <Trans>Saved accounts</Trans>
            </Link>
          </p>
        )}
        <ServerSubmit busy={busy} offline={offline} testId="bank-add-submit">
          <Trans>Save</Trans>
        </ServerSubmit>
        {offline.reason}
      </form>
    </Page>
  )
}
