/**
 * Staking ("mining") contracts over time: accrual = principal × daily rate ×
 * whole days elapsed; at maturity the principal and the income are paid back, as due items applied
 * before every request (mocks/simulation/due.ts), no timers.
 */
import { post } from '../lib/ledger'
import { textRef } from '../lib/texts'
import type { AppSchema, MinerOrderAttrs } from '../models'
import type { DueItem } from './settle'

export const DAY_MS = 24 * 60 * 60 * 1000

/** principal × ppm × days / 1e6, half up, in integer arithmetic. */
export const incomeCents = (cents: number, ratePpm: number, days: number): number =>
  Number((BigInt(cents) * BigInt(ratePpm) * BigInt(days) * 2n + 1_000_000n) / 2_000_000n)

export const wholeDaysElapsed = (order: Pick<MinerOrderAttrs, 'createdAt' | 'days'>, now: number): number =>
  Math.min(order.days, Math.max(0, Math.floor((now - order.createdAt) / DAY_MS)))

export const maturesAt = (order: Pick<MinerOrderAttrs, 'createdAt' | 'days'>): number => order.createdAt + order.days * DAY_MS

/** The running contracts that have reached maturity by `now`: principal, then income, credited at maturity. */
export function maturedContracts(schema: AppSchema, now: number): DueItem[] {
  return schema
    .where('minerOrder', { status: 'running' })
    .models.filter((order) => maturesAt(order) <= now)
    .map((order) => ({
      at: maturesAt(order),
      key: [1, Number(order.id)] as [number, number],
      apply: () => {
        const time = maturesAt(order)
        order.update({ status: 'finished' })
        post(schema, order.userId, { type: 1, cents: order.cents, reason: textRef('fund.miningPrincipal', { tier: order.tier }), time })
        const income = incomeCents(order.cents, order.ratePpm, order.days)
        if (income > 0)
          post(schema, order.userId, { type: 1, cents: income, reason: textRef('fund.miningIncome', { tier: order.tier }), time })
      },
    }))
}
