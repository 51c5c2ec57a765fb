/** SPEC §5 validation rules as pure functions; views map the returned keys to localized text. */

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

/**
 * Where to go after login: the page the guest was bounced from, if it is one of ours.
 * Only same-app paths are followed, so a crafted link cannot send the user elsewhere.
 */
export function safeRedirect(redirect: unknown, fallback = '/user'): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback
  if (redirect.startsWith('/login')) return fallback
  return redirect
}
