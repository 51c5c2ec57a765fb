import { authed, tokenFor } from '../lib/auth'
import type { MockContext } from '../lib/context'
import { fail, ok } from '../lib/envelope'
import { centsToWire } from '../lib/money'
import { apiPost, textField } from '../lib/route'
import type { MockServer, User } from '../models'

/** The user entity as the real backend sends it (SPEC §3): money as text with 2 decimals. Field names pair with src/api/account.ts. */
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

export function accountRoutes(server: MockServer, ctx: MockContext): void {
  apiPost(server, '/api/Index/login', ({ schema, body }) => {
    const username = textField(body, 'username')
    const password = typeof body.password === 'string' ? body.password : ''
    if (!username || !password) return fail(1001)
    const user = schema.findBy('user', { username })
    if (!user) return fail(1002)
    if (user.password !== password) return fail(1003)
    return ok({ token: tokenFor(user, ctx.seed) })
  })

  apiPost(server, '/api/Game/getuserinfo', authed(({ user }) => ok(serializeUser(user))))
}
