import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { FieldInput } from '../../ui/field-input'
import { Toast } from '../../ui/toast'
import { repasswd, resetpaypwd } from '../../api/account'
import { useApp } from '../../app/app-context'
import { useOfflineAction, ServerSubmit } from '../../ui/needs-server'
import { useUser } from '../../app/session-hooks'
import { codeMessage, errorMessage } from '../../i18n/error-message'
import { passwordChangeFieldOf, validatePasswordChange, type PasswordChangeField, type PasswordChangeProblem } from '../../lib/validation'
import { isApiError } from '../../api/errors'
import { isOutcomeUnknown } from '../../app/late-outcome'
import { useFocusFirstInvalid, withoutProblem } from '../../ui/focus-invalid'
import { Page } from '../../ui/page'
import { leaveSettling } from '../../ui/settle-screen'
import { UserInfoError } from './user-info-error'

/**
 * /userloginpassword (`kind` login, repasswd) and /usercipherpassword (`kind` withdraw, resetpaypwd).
 * Original, new and repeat non-empty, new = repeat, the new one by its rule (login: 6-16 characters;
 * withdrawal: 6-16 letters or digits); a withdrawal password the user has not set yet (noPassword2 = 1)
 * needs no original. A server refusal about a field (1059, 1061, 1058, …) shows under that field, any
 * other as a toast; focus goes to the first field with a problem.
 */
export function PasswordScreen({ kind }: { kind: 'login' | 'withdraw' }) {
  const { t, i18n } = useLingui()
  const { api, session } = useApp()
  const user = useUser()
  const navigate = useNavigate()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const [form, setForm] = useState({ original: '', next: '', repeat: '' })
  const [problems, setProblems] = useState<Partial<Record<PasswordChangeField, PasswordChangeProblem>>>({})
  const [busy, setBusy] = useState(false)
  /** a server's refusal about one field, shown under it until that field changes */
  const [refusal, setRefusal] = useState<{ field: PasswordChangeField; text: string } | null>(null)
  /** the last request's answer was lost: whether the password changed is not known */
  const [unconfirmed, setUnconfirmed] = useState(false)
  /** the last request set a first withdrawal password (read while rendering: state, not a ref) */
  const [firstSetAsked, setFirstSetAsked] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const refocus = useFocusFirstInvalid(formRef)

  const settingFirst = kind === 'withdraw' && user?.noPassword2 === 1
  const title = kind === 'login' ? t`Login password` : settingFirst ? t`Set withdrawal password` : t`Withdrawal password`

  const problemText = (p: PasswordChangeProblem | undefined) =>
    typeof p === 'number'
      ? codeMessage(i18n, p)
      : p === 'originalInputNull'
        ? t`Please enter the original password`
        : p === 'newPwdInputNull'
          ? t`Please enter the new password`
          : p === 'confirmError'
            ? codeMessage(i18n, 1012)
            : null

  const done = () => {
    // the form stays locked while the screen goes
    setBusy(true)
    Toast.show({ icon: 'success', content: kind === 'login' ? t`Login password changed` : t`Withdrawal password saved` })
    // noPassword2 changes with a first withdrawal password.
    session.send({ type: 'session.refresh' })
    // Back to where the form was opened from (the security center, the add-account form's "Set password", the
    // withdrawal's question), so that the finished form is not what Back shows next; opened first, to the
    // security center in its place.
    // The screen it goes to shows under the finger that submitted: a double tap's second lands on nothing there.
    leaveSettling(router, () => (canGoBack ? router.history.back() : navigate({ to: '/my_password', replace: true })))
  }
  // a first withdrawal password whose answer was lost, now in the user's data: it was set
  const firstSetShows = unconfirmed && firstSetAsked && user?.noPassword2 === 0
  const onFirstSetShown = useEffectEvent(done)
  useEffect(() => {
    if (firstSetShows) onFirstSetShown()
  }, [firstSetShows])

  const offline = useOfflineAction()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (offline.offline) return
    if (busy) return
    const found = validatePasswordChange(form, !settingFirst, kind)
    setProblems(found)
    setRefusal(null)
    if (Object.keys(found).length > 0) return refocus()
    // a change sent again after one whose answer was lost: the original may no longer be accepted
    const afterLost = unconfirmed
    setBusy(true)
    setUnconfirmed(false)
    setFirstSetAsked(settingFirst)
    try {
      if (kind === 'login') await repasswd(api, { passwd: form.original, npasswd: form.next })
      else await resetpaypwd(api, { srcpwd: settingFirst ? '' : form.original, newpwd: form.next, newpwd2: form.repeat })
      done()
    } catch (error) {
      setBusy(false)
      if (isOutcomeUnknown(error)) {
        // The server may have made the change: say so, and never call it failed. A first withdrawal
        // password shows in the user's data (noPassword2), so that one is checked.
        setUnconfirmed(true)
        if (settingFirst) session.send({ type: 'session.refresh' })
        return
      }
      const about = isApiError(error) && error.kind === 'code' ? passwordChangeFieldOf(error.errCode) : null
      if (about === null || (about === 'original' && settingFirst)) {
        Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
        return refocus()
      }
      setRefusal({
        field: about,
        text:
          about === 'original' && afterLost
            ? t`The original password is no longer accepted: your last change, whose answer was lost, has probably gone through.`
            : errorMessage(i18n, error),
      })
      refocus()
    }
  }

  const set = (field: PasswordChangeField) => (v: string) => {
    setForm((f) => ({ ...f, [field]: v }))
    setProblems(withoutProblem(field))
    setRefusal((r) => (r?.field === field ? null : r))
  }

  const field = (name: PasswordChangeField, label: string, autoComplete: string) => {
    const message = problems[name] ? problemText(problems[name]) : refusal?.field === name ? refusal.text : null
    return (
      <div className="field">
        <label className="field-label" htmlFor={`pwd-${name}`}>
          {label}
        </label>
        <FieldInput
          id={`pwd-${name}`}
          name={name}
          type="password"
          value={form[name]}
          onChange={set(name)}
          placeholder={label}
          autoComplete={autoComplete}
          aria-invalid={message !== null}
          disabled={busy}
        />
        {message !== null && (
          <span className="field-error" role="alert" data-field={name}>
            {message}
          </span>
        )}
      </div>
    )
  }

  // The withdraw form depends on noPassword2: without user info it cannot know which form to show.
  if (kind === 'withdraw' && !user) {
    return (
      <Page title={title}>
        <UserInfoError />
      </Page>
    )
  }

  return (
    <Page title={title}>
      <form ref={formRef} className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        {settingFirst && (
          <p className="muted" data-testid="no-withdraw-password">
            <Trans>You have no withdrawal password yet. Choose one of 6-16 letters or digits.</Trans>
          </p>
        )}
        {unconfirmed && (
          <p className="form-notice" role="status" data-testid="password-unconfirmed">
            {kind === 'login' ? (
              <Trans>
                We got no clear answer from the server, so we cannot tell whether your password was changed. If the original password no
                longer works, the new one is in place.
              </Trans>
            ) : (
              <Trans>
                We got no clear answer from the server, so we cannot tell whether your withdrawal password was saved. If the original one no
                longer works, the new one is in place.
              </Trans>
            )}
          </p>
        )}
        {!settingFirst && !firstSetShows && field('original', t`Original password`, 'current-password')}
        {field('next', t`New password`, 'new-password')}
        {field('repeat', t`Repeat new password`, 'new-password')}
        <ServerSubmit busy={busy} offline={offline}>
          <Trans>Save</Trans>
        </ServerSubmit>
        {offline.reason}
      </form>
    </Page>
  )
}
