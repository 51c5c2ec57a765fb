import type { AppSchema, User } from '../models'
import { sessionOver } from './envelope'
import { createRandom, hashSeed } from './random'
import type { ApiHandler, Body, HandlerArgs } from './route'

export function userByToken(schema: AppSchema, body: Body): User | null {
  const token = body.token
  if (typeof token !== 'string' || token === '') return null
  return schema.findBy('user', { token })
}

/**
 * The user's session token, created on first login. Derived from the seed and the user, not
 * drawn from a shared stream, so it does not depend on the order of logins. It is kept across
 * logins (the API has no logout call), so parallel test sessions of one user coexist.
 */
export function tokenFor(user: User, seed: number): string {
  if (user.token) return user.token
  const token = createRandom(hashSeed(seed, 'token', user.id ?? '', user.username)).hex(32)
  user.update({ token })
  return token
}

/** Wraps a handler that needs a logged-in user: no or unknown token → body code 409. */
export function authed(handler: (args: HandlerArgs & { user: User }) => ReturnType<ApiHandler>): ApiHandler {
  return (args) => {
    const user = userByToken(args.schema, args.body)
    return user ? handler({ ...args, user }) : sessionOver()
  }
}
