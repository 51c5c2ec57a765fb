import type { AppSchema, User } from '../models'
import type { TextRef } from './texts'

export interface LedgerPost {
  /** 1 gain, 2 loss (the fund log's `type`) */
  type: 1 | 2
  /** positive integer cents */
  cents: number
  /** a text key and params (lib/texts.ts), listed in the language of the request that reads it; plain text is listed as it is */
  reason: TextRef | string
  /** epoch ms, from the injected clock */
  time: number
}

/**
 * The only way a balance changes: updates the user's balance and writes the matching fund-log
 * entry in one synchronous step, so the balance always equals the sum of the log.
 * Callers check business rules (insufficient balance → 1025) before posting; an overdraft
 * here is a bug in the mock and throws.
 *
 * Mirage's `model.update()` writes back every attribute of the instance, so an instance loaded
 * before this call would undo the balance change: pass the instance itself (it is reloaded
 * and updated in place) or reload yours afterwards.
 */
export function post(schema: AppSchema, userOrId: User | string, entry: LedgerPost) {
  const { type, cents, reason, time } = entry
  if (type !== 1 && type !== 2) throw new Error(`ledger: type must be 1 or 2, got ${String(type)}`)
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error(`ledger: cents must be a positive integer, got ${cents}`)
  const user = typeof userOrId === 'string' ? schema.find('user', userOrId) : userOrId
  if (!user) throw new Error(`ledger: no user ${String(userOrId)}`)
  if (typeof userOrId !== 'string') user.reload()
  const userId = user.id!
  const before = user.moneyCents
  const after = type === 1 ? before + cents : before - cents
  if (after < 0) throw new Error(`ledger: user ${userId} would go below zero (${before} - ${cents})`)
  user.update({ moneyCents: after })
  return schema.create('fundLog', { userId, time, type, cents, beforeCents: before, reason })
}
