import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { FieldInput } from '../../ui/field-input'
import { useFocusFirstInvalid, withoutProblem } from '../../ui/focus-invalid'
import { Toast } from '../../ui/toast'
import { useApp } from '../../app/app-context'
import { useOfflineAction, ServerSubmit } from '../../ui/needs-server'
import { useIsLoggedIn, useSessionBusy } from '../../app/session-hooks'
import { errorMessage, codeMessage } from '../../i18n/error-message'
import { isApiError } from '../../api/errors'
import { safeRedirect, validateLogin, type LoginProblem } from '../../lib/validation'
import { Field } from '../../ui/field'
import { Page } from '../../ui/page'
import { settleScreenTaps } from '../../ui/settle-screen'

export const DEFAULT_QUHAO = '+84'

/**
 * /login: username trimmed, password at least 6; success → toast, user info, onward. A user already logged in
 * (Back onto /login after registering) is told so, with the way to the account, as /register does.
 */
export function LoginScreen({ redirect }: { redirect?: string }) {
  const { t, i18n } = useLingui()
  const { session } = useApp()
  const loggedIn = useIsLoggedIn()
  const sessionBusy = useSessionBusy()
  const navigate = useNavigate()
  const [form, setForm] = useState({ quhao: DEFAULT_QUHAO, username: '', password: '' })
  const [problems, setProblems] = useState<Partial<Record<'username' | 'password', LoginProblem>>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const refocus = useFocusFirstInvalid(formRef, 'password')
  /** Set while this form's login is the session's: logged in by it, the form stays, locked, until the next screen. */
  const sent = useRef(false)
  const busy = sessionBusy || (sent.current && loggedIn)

  useEffect(() => {
    const failed = session.on('session.loginFailed', ({ error }) => {
      sent.current = false
      // The login's token, refused at once by the user-info read that follows it (body code 403/409): the
      // user never got in, so no "log in again" or "your login has expired".
      const content =
        isApiError(error) && error.kind === 'session'
          ? t`The server did not accept this login. Please try again.`
          : errorMessage(i18n, error)
      Toast.show({ icon: 'fail', content })
      refocus()
    })
    const done = session.on('session.loggedIn', () => {
      if (!sent.current) return
      Toast.show({ icon: 'success', content: t`Logged in` })
      settleScreenTaps(navigate({ to: safeRedirect(redirect), replace: true }))
    })
    return () => {
      failed.unsubscribe()
      done.unsubscribe()
    }
  }, [session, i18n, t, navigate, redirect, refocus])

  const problemText = (p: LoginProblem | undefined) =>
    p === 'usernameRequired' ? t`Please enter your account` : p === 'passwordTooShort' ? codeMessage(i18n, 1061) : null

  const offline = useOfflineAction()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (offline.offline) return
    if (busy) return
    const { value, problems } = validateLogin(form)
    setProblems(problems)
    if (Object.keys(problems).length > 0) return refocus()
    sent.current = true
    session.send({ type: 'session.login', credentials: value })
  }

  // a field edited no longer shows the problem it had at the last submit
  const set = (field: keyof typeof form) => (v: string) => {
    setForm((f) => ({ ...f, [field]: v }))
    if (field !== 'quhao') setProblems(withoutProblem(field))
  }
  const input = (name: 'username' | 'password', props: Partial<Parameters<typeof FieldInput>[0]>) => (
    <FieldInput name={name} value={form[name]} onChange={set(name)} aria-invalid={!!problems[name]} {...props} />
  )

  // The same few lines as /register's: shared, they made a file of their own on every first load of /login.
  if (loggedIn && !sent.current) {
    return (
      <Page title={t`Log in`}>
        <div className="state" data-testid="already-logged-in">
          <p>
            <Trans>You are already logged in.</Trans>
          </p>
          <Link to="/user" className="link">
            <Trans>Go to my account</Trans>
          </Link>
        </div>
      </Page>
    )
  }

  return (
    <Page title={t`Log in`}>
      <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <Field label={<Trans>Account</Trans>} error={problemText(problems.username)}>
          <div className="field-row">
            <FieldInput className="field-quhao" value={form.quhao} onChange={set('quhao')} aria-label={t`Area code`} inputMode="tel" />
            {input('username', { placeholder: t`Account`, autoComplete: 'username' })}
          </div>
        </Field>
        <Field label={<Trans>Password</Trans>} error={problemText(problems.password)}>
          {input('password', { type: 'password', placeholder: t`Password`, autoComplete: 'current-password' })}
        </Field>
        <ServerSubmit busy={busy} offline={offline}>
          <Trans>Log in</Trans>
        </ServerSubmit>
        {offline.reason}
        <p className="form-footer">
          <Trans>No account yet?</Trans>{' '}
          <Link to="/register">
            <Trans>Register</Trans>
          </Link>
        </p>
      </form>
    </Page>
  )
}
