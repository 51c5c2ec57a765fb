import { authed, tokenFor } from '../lib/auth'
import type { MockContext } from '../lib/context'
import { fail, ok } from '../lib/envelope'
import { centsToWire } from '../lib/money'
import { createRandom, hashSeed } from '../lib/random'
import { apiPost, textField } from '../lib/route'
import type { MockServer, User, UserAttrs } from '../models'
import { DEMO_CONFIG } from './config'

/** The user entity as the real backend sends it: money as text with 2 decimals. Field names pair with src/api/account.ts. */
export function serializeUser(user: User) {
  return {
    id: Number(user.id),
    name: user.username,
    username: user.username,
    quhao: user.quhao,
    nickname: user.nickname,
    level: user.level,
    money: centsToWire(user.moneyCents),
    noPassword2: user.payPwd ? 0 : 1,
    totalwin: centsToWire(user.totalWinCents),
  }
}

/** One captcha per phone per 60 s. */
export const SMS_RESEND_MS = 60_000
/** How long a sent captcha stays valid (the API does not say; ours). */
export const SMS_TTL_MS = 5 * 60_000
/** Registrations the demo server takes per minute before it answers 1014 "system busy". */
export const REGISTER_PER_MINUTE = 5
/** Referral codes the demo accepts: the one its register screen suggests. */
export const INVITATION_CODES: readonly string[] = [DEMO_CONFIG.demoInvitation]

// The mock's own copies of the rules (not src/lib/validation.ts): a bug there must not hide here.
const LETTERS_AND_DIGITS = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9]+$/
const LETTERS_OR_DIGITS = /^[A-Za-z0-9]+$/
const PHONE = /^\d{6,15}$/
const inRange = (s: string) => s.length >= 6 && s.length <= 16

/** A user with the phone they registered (not part of the seeded users' shape). */
type Registered = UserAttrs & { phone?: string }
const phoneKey = (quhao: string, mobile: string) => `${quhao.replace(/^\+/, '')}-${mobile}`

export function accountRoutes(server: MockServer, ctx: MockContext): void {
  /** Captchas sent, by phone: in memory only, like a real SMS gateway's short-lived codes. */
  const sent = new Map<string, { code: string; at: number }>()
  const registrations: number[] = []
  const phoneTaken = (key: string) => server.schema.all('user').models.some((u) => (u.attrs as Registered).phone === key)

  apiPost(server, '/api/Index/login', ({ schema, body }) => {
    const username = textField(body, 'username')
    const password = typeof body.password === 'string' ? body.password : ''
    if (!username || !password) return fail(1001)
    const user = schema.findBy('user', { username })
    if (!user) return fail(1002)
    if (user.password !== password) return fail(1003)
    return ok({ token: tokenFor(user, ctx.seed) })
  })

  apiPost(
    server,
    '/api/Game/getuserinfo',
    authed(({ user }) => ok(serializeUser(user))),
  )

  // The demo has no SMS gateway: the code comes back as `demoCode` and the demo app shows it.
  apiPost(server, '/api/index/sms_send', ({ body }) => {
    const quhao = textField(body, 'quhao')
    const mobile = textField(body, 'mobile')
    if (!PHONE.test(mobile)) return fail(2050)
    const key = phoneKey(quhao, mobile)
    if (phoneTaken(key)) return fail(2052)
    const now = ctx.now()
    const last = sent.get(key)
    if (last && now - last.at < SMS_RESEND_MS) return fail(2051)
    const code = String(createRandom(hashSeed(ctx.seed, 'sms', key, now)).int(100_000, 999_999))
    sent.set(key, { code, at: now })
    return ok({ demoCode: code })
  })

  apiPost(server, '/api/index/register', ({ schema, body }) => {
    const username = textField(body, 'username')
    const quhao = textField(body, 'quhao') || '+84'
    const phone = textField(body, 'phone')
    const captcha = textField(body, 'captcha')
    const invitation = textField(body, 'invitation')
    const str = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '')
    const [password, spassword, payPwd] = [str('password'), str('spassword'), str('payPwd')]

    if (!LETTERS_AND_DIGITS.test(username)) return fail(1010)
    if (!inRange(password)) return fail(1011)
    if (!LETTERS_AND_DIGITS.test(password)) return fail(1015)
    if (spassword !== password) return fail(1012)
    if (!inRange(payPwd) || !LETTERS_OR_DIGITS.test(payPwd)) return fail(1058)
    if (!INVITATION_CODES.includes(invitation.toUpperCase())) return fail(1063)
    if (schema.findBy('user', { username })) return fail(1013)
    if (!PHONE.test(phone)) return fail(2050)
    const key = phoneKey(quhao, phone)
    if (phoneTaken(key)) return fail(2052)
    const now = ctx.now()
    const issued = sent.get(key)
    if (!issued || issued.code !== captcha) return fail(2053)
    if (now - issued.at > SMS_TTL_MS) return fail(2054)
    while (registrations.length > 0 && now - registrations[0]! >= 60_000) registrations.shift()
    if (registrations.length >= REGISTER_PER_MINUTE) return fail(1014)

    registrations.push(now)
    sent.delete(key)
    const attrs: Registered = {
      username,
      password,
      payPwd,
      quhao,
      phone: key,
      nickname: username,
      level: 1,
      moneyCents: 0,
      totalWinCents: 0,
      token: null,
    }
    const user = schema.create('user', attrs)
    return ok({ token: tokenFor(user, ctx.seed) })
  })

  apiPost(
    server,
    '/api/Index/repasswd',
    authed(({ user, body }) => {
      const passwd = typeof body.passwd === 'string' ? body.passwd : ''
      const npasswd = typeof body.npasswd === 'string' ? body.npasswd : ''
      if (passwd !== user.password) return fail(1059)
      if (!inRange(npasswd)) return fail(1061)
      if (!LETTERS_AND_DIGITS.test(npasswd)) return fail(1015)
      user.update({ password: npasswd })
      return ok(null, 'password changed')
    }),
  )

  apiPost(
    server,
    '/api/Index/resetpaypwd',
    authed(({ user, body }) => {
      const str = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '')
      if (user.payPwd && str('srcpwd') !== user.payPwd) return fail(1059)
      const newpwd = str('newpwd')
      if (!inRange(newpwd) || !LETTERS_OR_DIGITS.test(newpwd)) return fail(1058)
      if (str('newpwd2') !== newpwd) return fail(1012)
      user.update({ payPwd: newpwd })
      return ok(null, 'withdraw password set')
    }),
  )
}
