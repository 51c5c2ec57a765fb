import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import Button from 'antd-mobile/es/components/button'
import { FieldInput } from '../../ui/field-input'
import { isApiError } from '../../api/errors'
import { isOutcomeUnknown } from '../../app/late-outcome'
import { useFocusFirstInvalid, withoutProblem } from '../../ui/focus-invalid'
import { Toast } from '../../ui/toast'
import { register } from '../../api/account'
import { useApp } from '../../app/app-context'
import { useOfflineAction, ServerSubmit } from '../../ui/needs-server'
import { useIsLoggedIn, useSessionBusy } from '../../app/session-hooks'
import { codeMessage, errorMessage, invalidPhoneMessage } from '../../i18n/error-message'
import { registerFieldOf, validateRegister, type RegisterField, type RegisterInput, type RegisterProblem } from '../../lib/validation'
import { Page } from '../../ui/page'
import { settleScreenTaps } from '../../ui/settle-screen'
import { AreaCodePicker, type AreaCode } from './area-code-picker'
import { CaptchaButton } from './captcha-button'
import { LanguageSwitch } from './language-switch'
import { DEFAULT_DIAL_CODE, DEFAULT_REGION } from './region'
import './account.css'

type Form = Omit<RegisterInput, 'quhao' | 'agreement'>
/** A rule the form checks, or the catalogue code of a server's refusal about the field. */
type Problem = RegisterProblem | number
const EMPTY: Form = { username: '', phone: '', captcha: '', password: '', spassword: '', visitcode: '', payPwd: '' }

/**
 * /register: every rule checked before sending; success → user info, toast, /user. A server's refusal about
 * a field shows under it, any other as a toast; either way focus goes back into the form (useFocusFirstInvalid),
 * and to the notice when the answer was lost.
 */
export function RegisterScreen() {
  const { t, i18n } = useLingui()
  const { api, session, demo, config } = useApp()
  const navigate = useNavigate()
  const loggedIn = useIsLoggedIn()
  const sessionBusy = useSessionBusy()
  const [area, setArea] = useState<AreaCode>({ region: DEFAULT_REGION, dialCode: DEFAULT_DIAL_CODE })
  const [form, setForm] = useState<Form>(EMPTY)
  const [agreement, setAgreement] = useState(false)
  const [problems, setProblems] = useState<Partial<Record<RegisterField, Problem>>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const refocus = useFocusFirstInvalid(formRef)
  const [submitting, setSubmitting] = useState(false)
  const [demoCode, setDemoCode] = useState<string | undefined>()
  /** Set once our token went to the session: only then do its events belong to this form. */
  const registered = useRef(false)
  /** The registration's answer was lost: a login with the same account says whether it exists. */
  const checking = useRef(false)
  /**
   * What the form says after a registration that did not end logged in: no clear answer, and the account
   * does not exist (`absent`) or may (`unknown`); or made, its token refused at once (`refused`).
   */
  const [unconfirmed, setUnconfirmed] = useState<'absent' | 'unknown' | 'refused' | null>(null)
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (unconfirmed) notice.current?.focus()
  }, [unconfirmed])
  const busy = submitting || (registered.current && sessionBusy)

  useEffect(() => {
    const done = session.on('session.loggedIn', () => {
      if (!registered.current) return
      Toast.show({ icon: 'success', content: t`Registration successful` })
      settleScreenTaps(navigate({ to: '/user', replace: true }))
    })
    const failed = session.on('session.loginFailed', ({ error }) => {
      if (!registered.current) return
      registered.current = false
      setSubmitting(false)
      if (checking.current) {
        checking.current = false
        setUnconfirmed(isApiError(error) && error.kind === 'code' && error.errCode === 1002 ? 'absent' : 'unknown')
        return
      }
      // The server made the account and gave its token, and the user-info read that follows refused that
      // token (body code 403/409; any other failure of it still logs in). The account exists: registering
      // again would be refused, and "your login has expired" would not be true. The way on is to log in.
      if (isApiError(error) && error.kind === 'session') {
        setUnconfirmed('refused')
        return
      }
      Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
      refocus()
    })
    return () => {
      done.unsubscribe()
      failed.unsubscribe()
    }
  }, [session, i18n, t, navigate, refocus])

  const set = (field: keyof Form) => (v: string) => {
    setForm((f) => ({ ...f, [field]: v }))
    setProblems(withoutProblem(field))
  }
  const onInvalidPhone = useCallback(() => setProblems((p) => ({ ...p, phone: 'invalidPhone' })), [])
  const onSent = useCallback((code: string | undefined) => setDemoCode(code), [])

  const problemText = (p: Problem | undefined): string | null => {
    switch (p) {
      case undefined:
        return null
      case 'invalidPhone':
        return i18n._(invalidPhoneMessage)
      case 'captchaRequired':
        return t`Please enter the verification code`
      case 'invitationRequired':
        return t`Please enter the invitation code`
      case 'agreement':
        return t`Please read and agree to the user agreement`
      default:
        return codeMessage(i18n, p)
    }
  }

  const offline = useOfflineAction()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (offline.offline) return
    if (busy) return
    const { value, problems: found } = validateRegister({ ...form, quhao: area.dialCode, agreement })
    setProblems(found)
    if (Object.keys(found).length > 0) return refocus()
    setSubmitting(true)
    setUnconfirmed(null)
    try {
      const { token } = await register(api, value)
      registered.current = true
      session.send({ type: 'session.token', token })
    } catch (error) {
      if (isOutcomeUnknown(error)) {
        // The server may have registered the account: never resent, it is checked by logging in with it.
        registered.current = true
        checking.current = true
        session.send({ type: 'session.login', credentials: { quhao: value.quhao, username: value.username, password: value.password } })
        return
      }
      setSubmitting(false)
      const code = isApiError(error) && error.kind === 'code' ? error.errCode : undefined
      const about = registerFieldOf(code)
      if (about && code !== undefined) setProblems({ [about]: code })
      else Toast.show({ icon: 'fail', content: errorMessage(i18n, error) })
      refocus()
    }
  }

  if (loggedIn && !registered.current) {
    return (
      <Page title={t`Register`} right={<LanguageSwitch />}>
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

  const field = (name: keyof Form, label: ReactNode, input: ReactNode, extra?: ReactNode) => (
    <div className="field">
      <label className="field-label" htmlFor={`register-${name}`}>
        {label}
      </label>
      {input}
      {problems[name] && (
        <span className="field-error" role="alert" data-field={name}>
          {problemText(problems[name])}
        </span>
      )}
      {extra}
    </div>
  )
  const text = (name: keyof Form, placeholder: string, props: Partial<Parameters<typeof FieldInput>[0]> = {}) => (
    <FieldInput
      id={`register-${name}`}
      name={name}
      value={form[name]}
      onChange={set(name)}
      placeholder={placeholder}
      aria-invalid={!!problems[name]}
      disabled={busy}
      {...props}
    />
  )

  return (
    <Page title={t`Register`} right={<LanguageSwitch />}>
      {demo && config.demoInvitation && (
        <div className="card account-hint" data-testid="demo-invitation">
          <span>
            <Trans>Demo invitation code:</Trans> <code>{config.demoInvitation}</code>
          </span>
          <Button size="mini" color="primary" fill="outline" onClick={() => set('visitcode')(config.demoInvitation ?? '')}>
            <Trans>Use it</Trans>
          </Button>
        </div>
      )}
      <form ref={formRef} className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        {field('username', <Trans>Account</Trans>, text('username', t`Letters and digits`, { autoComplete: 'username' }))}
        {field(
          'phone',
          <Trans>Phone number</Trans>,
          <div className="field-row">
            <AreaCodePicker value={area} onChange={setArea} disabled={busy} />
            {text('phone', t`Phone number`, { inputMode: 'numeric', autoComplete: 'tel-national' })}
          </div>,
        )}
        {field(
          'captcha',
          <Trans>Verification code</Trans>,
          <div className="field-row">
            {text('captcha', t`Verification code`, { inputMode: 'numeric', autoComplete: 'one-time-code' })}
            <CaptchaButton quhao={area.dialCode} mobile={form.phone} onInvalidPhone={onInvalidPhone} onSent={onSent} disabled={busy} />
          </div>,
          demoCode ? (
            <span className="muted" data-testid="demo-captcha">
              <Trans>Demo code: {demoCode}</Trans>
            </span>
          ) : null,
        )}
        {field(
          'password',
          <Trans>Password</Trans>,
          text('password', t`6-16 letters and digits`, { type: 'password', autoComplete: 'new-password' }),
        )}
        {field(
          'spassword',
          <Trans>Repeat password</Trans>,
          text('spassword', t`Repeat password`, { type: 'password', autoComplete: 'new-password' }),
        )}
        {field(
          'payPwd',
          <Trans>Withdrawal password</Trans>,
          text('payPwd', t`6-16 letters or digits`, { type: 'password', autoComplete: 'off' }),
        )}
        {field('visitcode', <Trans>Invitation code</Trans>, text('visitcode', t`Invitation code`, { autoComplete: 'off' }))}
        <div className="field">
          <label className="agreement" data-testid="agreement">
            <input
              type="checkbox"
              checked={agreement}
              disabled={busy}
              onChange={(e) => {
                setAgreement(e.target.checked)
                setProblems((p) => ({ ...p, agreement: undefined }))
              }}
            />
            <Trans>I have read and agree to the user agreement</Trans>
          </label>
          {problems.agreement && (
            <span className="field-error" role="alert" data-field="agreement">
              {problemText(problems.agreement)}
            </span>
          )}
        </div>
        {unconfirmed && (
          <p className="form-notice" role="status" data-testid="register-unconfirmed" ref={notice} tabIndex={-1}>
            {unconfirmed === 'absent' ? (
              <Trans>
                We got no clear answer from the server, and this account does not exist yet: you are not registered. You can try again.
              </Trans>
            ) : unconfirmed === 'refused' ? (
              <>
                <Trans>Your account was created, but the server did not accept its first login. Please log in with it.</Trans>{' '}
                <Link to="/login">
                  <Trans>Log in</Trans>
                </Link>
              </>
            ) : (
              <>
                <Trans>
                  We got no clear answer from the server, so we cannot tell whether you are registered. Try logging in with this account
                  before registering again.
                </Trans>{' '}
                <Link to="/login">
                  <Trans>Log in</Trans>
                </Link>
              </>
            )}
          </p>
        )}
        <ServerSubmit busy={busy} offline={offline}>
          <Trans>Register</Trans>
        </ServerSubmit>
        {offline.reason}
        <p className="form-footer">
          <Trans>Already have an account?</Trans>{' '}
          <Link to="/login">
            <Trans>Log in</Trans>
          </Link>
        </p>
      </form>
    </Page>
  )
}
