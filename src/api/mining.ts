/**
 * Staking ("mining") calls: our extensions, our names. The four product tiers are the
 * fallback when getMinerList is unavailable; the screens own that fallback.
 */
import * as v from 'valibot'
import { toWire, type Cents } from '../lib/money'
import type { ApiClient } from './client'
import { ignored, intOr, list, maybeInt, maybeMoney, maybeNum, money, num, text } from './schema'

/**
 * A tier: `tier` (1-4), `min`/`max` (USD range, max absent for the top tier), `rate` (daily
 * yield in percent, 0.15 = 0.15 %), `days` (lock-up period).
 */
export const MinerTier = v.looseObject({
  tier: intOr(0),
  min: money,
  max: maybeMoney,
  rate: num,
  days: intOr(0),
  title: text,
})
export type MinerTier = v.InferOutput<typeof MinerTier>

export function getMinerList(client: ApiClient): Promise<MinerTier[]> {
  return client.call('/api/Game/getMinerList', undefined, list(MinerTier))
}

/** `{ money: "100000.00", tier }` */
export async function minerTransferIn(client: ApiClient, body: { money: Cents; tier: number }): Promise<void> {
  await client.call('/api/Game/minerTransferIn', { money: toWire(body.money), tier: body.tier }, ignored)
}

/**
 * A staking order: `id`, `tier`, `money` (principal), `rate` (daily %), `days`, `income`
 * (accrued so far, absent → 0), `createtime`/`endtime` text, `status` (0 running, 1 finished).
 */
/** An order's plan, period, income and status: absent means unknown (the screen leaves it out), never 0. */
export const MinerOrder = v.looseObject({
  id: maybeNum,
  tier: maybeInt,
  money,
  rate: maybeNum,
  days: maybeInt,
  income: maybeMoney,
  createtime: text,
  endtime: text,
  status: maybeInt,
})
export type MinerOrder = v.InferOutput<typeof MinerOrder>

export function getMinerOrders(client: ApiClient): Promise<MinerOrder[]> {
  return client.call('/api/Game/getMinerOrders', undefined, list(MinerOrder))
}
