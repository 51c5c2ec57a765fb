/** The form rules of login, register and passwords as pure functions; views map the returned keys to localized text. */
import type { RegisterBody } from '../api/account'

export const PASSWORD_MIN = 6

export type LoginField = 'username' | 'password'
export type LoginProblem = 'usernameRequired' | 'passwordTooShort'

export interface LoginInput {
  quhao: string
  username: string
  password: string
}

/** Login: username trimmed and required; password at least 6 characters. */
export function validateLogin(input: LoginInput): { value: LoginInput; problems: Partial<Record<LoginField, LoginProblem>> } {
  const value = { ...input, username: input.username.trim(), quhao: input.quhao.trim() }
  const problems: Partial<Record<LoginField, LoginProblem>> = {}
  if (!value.username) problems.username = 'usernameRequired'
  if (value.password.length < PASSWORD_MIN) problems.password = 'passwordTooShort'
  return { value, problems }
}

/** A stand-in origin: a redirect must resolve against it and stay on it. */
const SAME_APP = 'https://app.invalid'

/**
 * Where to go after login: the page the guest was bounced from, if it is one of ours.
 * Only same-app paths are followed, so a crafted link cannot send the user elsewhere.
 */
export function safeRedirect(redirect: unknown, fallback = '/user'): string {
  if (typeof redirect !== 'string') return fallback
  // The router or the browser may decode once more: '/%2F%2Fevil.com' must count as '//evil.com'.
  let decoded = redirect
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return fallback
    }
    if (next === decoded) break
    decoded = next
  }
  for (const path of [redirect, decoded]) {
    // URL parsers drop tabs and newlines ('/\t/evil.com' → '//evil.com') and read '\' as '/'.
    if (!path.startsWith('/') || /^\/[/\\]/.test(path) || /[\u0000-\u001f\u007f]/.test(path)) return fallback
    if (new URL(path, SAME_APP).origin !== SAME_APP) return fallback
  }
  // Logged in, the login and registration forms have nothing to offer: never back to one of them.
  if (decoded.startsWith('/login') || decoded.startsWith('/register')) return fallback
  return redirect
}

// ---------------------------------------------------------------------------------------------
// Account rules. Problems are catalogue codes
// where the spec names one, otherwise a key the view translates.

/** Letters or digits only, containing at least one of each. */
const LETTERS_AND_DIGITS = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9]+$/
const LETTERS_OR_DIGITS = /^[A-Za-z0-9]+$/
export const PASSWORD_MAX = 16
/** The phone ("account") is 6-15 digits. */
export const PHONE_PATTERN = /^\d{6,15}$/

export const isValidCaptchaPhone = (phone: string): boolean => PHONE_PATTERN.test(phone.trim())

/** Account name: letters or digits only, with at least one digit and one letter (else 1010). */
export const isValidAccountName = (username: string): boolean => LETTERS_AND_DIGITS.test(username)

/** Login password: 6-16 letters or digits with at least one of each (else 1015). */
export const isValidRegisterPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && LETTERS_AND_DIGITS.test(password)

/** Withdraw (payment) password: 6-16 letters or digits (else 1058). */
export const isValidPayPassword = (payPwd: string): boolean =>
  payPwd.length >= PASSWORD_MIN && payPwd.length <= PASSWORD_MAX && LETTERS_OR_DIGITS.test(payPwd)

/** The register form: the call's fields, the invitation code under the form's name, and the agreement box. */
export interface RegisterInput extends Omit<RegisterBody, 'invitation'> {
  /** the form's invitation code; sent as `invitation` */
  visitcode: string
  agreement: boolean
}

export type RegisterField = 'username' | 'phone' | 'captcha' | 'password' | 'spassword' | 'visitcode' | 'payPwd' | 'agreement'
export type RegisterProblem = 1010 | 1012 | 1015 | 1058 | 'invalidPhone' | 'captchaRequired' | 'invitationRequired' | 'agreement'

/**
 * Agreement ticked; invitation code required; account letters+digits (1010,
 * also when empty); password 6-16 alphanumeric with a digit and a letter (1015, also when empty);
 * repeat matches (1012); withdraw password 6-16 letters or digits (1058). Phone 6-15 digits and a
 * captcha are needed as well (the server checks the code).
 */
export function validateRegister(input: RegisterInput): {
  value: RegisterBody
  problems: Partial<Record<RegisterField, RegisterProblem>>
} {
  const value: RegisterBody = {
    quhao: input.quhao.trim(),
    username: input.username.trim(),
    phone: input.phone.trim(),
    captcha: input.captcha.trim(),
    password: input.password,
    spassword: input.spassword,
    invitation: input.visitcode.trim(),
    payPwd: input.payPwd,
  }
  const problems: Partial<Record<RegisterField, RegisterProblem>> = {}
  if (!isValidAccountName(value.username)) problems.username = 1010
  if (!isValidCaptchaPhone(value.phone)) problems.phone = 'invalidPhone'
  if (!value.captcha) problems.captcha = 'captchaRequired'
  if (!isValidRegisterPassword(value.password)) problems.password = 1015
  if (value.spassword !== value.password) problems.spassword = 1012
  if (!isValidPayPassword(value.payPwd)) problems.payPwd = 1058
  if (!value.invitation) problems.visitcode = 'invitationRequired'
  if (!input.agreement) problems.agreement = 'agreement'
  return { value, problems }
}

/**
 * The field a server's refusal of a registration is about, if any: the account name breaks its rule or is
 * taken (1010, 1013), the phone is wrong or taken (2050, 2052), the code is wrong or expired (2053, 2054), the
 * password breaks its rule (1011, 1015, 1061), the repeat differs (1012), the withdrawal password breaks its
 * rule (1058), the invitation code is unknown (1063).
 */
export function registerFieldOf(errCode: number | undefined): Exclude<RegisterField, 'agreement'> | null {
  switch (errCode) {
    case 1010:
    case 1013:
      return 'username'
    case 2050:
    case 2052:
      return 'phone'
    case 2053:
    case 2054:
      return 'captcha'
    case 1011:
    case 1015:
    case 1061:
      return 'password'
    case 1012:
      return 'spassword'
    case 1058:
      return 'payPwd'
    case 1063:
      return 'visitcode'
    default:
      return null
  }
}

export type PasswordChangeField = 'original' | 'next' | 'repeat'
/** A key the view translates, or the catalogue code of the rule a new password breaks. */
export type PasswordChangeProblem = 'originalInputNull' | 'newPwdInputNull' | 'confirmError' | 1011 | 1058

/** A login password: 6-16 characters (else 1011). */
export const isValidLoginPasswordLength = (password: string): boolean => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX

/**
 * Original, new and repeat non-empty, new = repeat. A new login password has 6-16 characters (1011), a
 * new withdrawal password 6-16 letters or digits (1058); the server checks its own rules as well.
 * `needsOriginal` is false for a withdrawal password the user has not set yet (noPassword2 = 1).
 */
export function validatePasswordChange(
  input: { original: string; next: string; repeat: string },
  needsOriginal = true,
  kind: 'login' | 'withdraw' = 'login',
): Partial<Record<PasswordChangeField, PasswordChangeProblem>> {
  const problems: Partial<Record<PasswordChangeField, PasswordChangeProblem>> = {}
  if (needsOriginal && !input.original) problems.original = 'originalInputNull'
  if (!input.next) problems.next = 'newPwdInputNull'
  else if (kind === 'login' && !isValidLoginPasswordLength(input.next)) problems.next = 1011
  else if (kind === 'withdraw' && !isValidPayPassword(input.next)) problems.next = 1058
  if (!input.repeat) problems.repeat = 'newPwdInputNull'
  else if (input.next && input.repeat !== input.next) problems.repeat = 'confirmError'
  return problems
}

/**
 * The field a server's refusal of a password change is about, if any: the original password is wrong
 * (1003, 1033, 1051, 1059), the new one breaks a rule (1011, 1015, 1058, 1061), the repeat differs (1012).
 */
export function passwordChangeFieldOf(errCode: number | undefined): PasswordChangeField | null {
  switch (errCode) {
    case 1003:
    case 1033:
    case 1051:
    case 1059:
      return 'original'
    case 1011:
    case 1015:
    case 1058:
    case 1061:
      return 'next'
    case 1012:
      return 'repeat'
    default:
      return null
  }
}
