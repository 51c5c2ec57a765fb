/**
 * What a session needs from its first moment, in every first load: the login call, the user's info
 * (boot's session machine restores a stored login with it) and their schemas. Registration and
 * passwords: ./account.ts. Failures: ApiError, see ./errors.ts.
 */
import * as v from 'valibot'
import type { ApiClient } from './client'
import { flagOr, intOr, maybeMoney, maybeNum, moneyFloor, requiredText, text } from './schema'

/** VIP level 1-8; absent → 1, out of range → clamped, so a level icon always exists. */
const level = v.pipe(
  intOr(1),
  v.transform((n) => Math.min(8, Math.max(1, n))),
)

/**
 * getuserinfo. Wire: `username` (account), `name`, `nickname`, `level`, `money` (balance, required; what
 * the user has, so rounded down to the cent),
 * `noPassword2` (0: withdraw password set, 1: none; absent → 0), `totalwin` (the withdrawable
 * total-win value; absent → undefined, never an invented 0). Empty name fields fall back to each other.
 */
export const User = v.pipe(
  v.looseObject({
    id: maybeNum,
    username: text,
    name: text,
    nickname: text,
    level,
    money: moneyFloor,
    noPassword2: flagOr(0),
    totalwin: maybeMoney,
  }),
  v.transform((u) => ({
    ...u,
    username: u.username || u.name,
    name: u.name || u.username,
    nickname: u.nickname || u.name || u.username,
  })),
)
export type User = v.InferOutput<typeof User>

/** login / register answer: `{ token }` (a bare token string is accepted too). */
export const Token = v.pipe(
  v.union([requiredText, v.looseObject({ token: requiredText })]),
  v.transform((x) => ({ token: typeof x === 'string' ? x : x.token })),
)
export type Token = v.InferOutput<typeof Token>

export interface LoginBody {
  /** area code, e.g. "84" */
  quhao: string
  username: string
  password: string
}

export function login(client: ApiClient, body: LoginBody): Promise<Token> {
  return client.call('/api/Index/login', { ...body }, Token)
}

export function getuserinfo(client: ApiClient): Promise<User> {
  return client.call('/api/Game/getuserinfo', undefined, User)
}
