/**
 * Staking ("mining") area of the demo backend:
 * the four product tiers, transfer in (debited through the ledger with a fund-log entry) and the
 * user's contracts. Accrual and maturity live in mocks/simulation/maturity.ts; matured contracts
 * are paid back before every request (mocks/simulation/due.ts), no timers.
 */
import { authed } from '../lib/auth'
import type { MockContext } from '../lib/context'
import { envelope, fail, ok } from '../lib/envelope'
import { post } from '../lib/ledger'
import { centsToWire, units, wireToCents } from '../lib/money'
import { apiPost, textField } from '../lib/route'
import { langOf, t, textRef } from '../lib/texts'
import type { MockServer } from '../models'
import { incomeCents, maturesAt, wholeDaysElapsed } from '../simulation/maturity'
import { serverTime } from '../lib/server-time'

/** The product table; `ratePpm` = daily yield in millionths (0.15 % = 1500). */
export const MINER_TIERS = [
  { tier: 1, minCents: units(100_000), maxCents: units(300_000), ratePpm: 1_500, days: 15 },
  { tier: 2, minCents: units(300_000), maxCents: units(800_000), ratePpm: 3_000, days: 30 },
  { tier: 3, minCents: units(800_000), maxCents: units(1_500_000), ratePpm: 8_000, days: 45 },
  { tier: 4, minCents: units(1_500_000), maxCents: null, ratePpm: 13_000, days: 60 },
] as const

/** A transfer into staking is from 100,000 to 1,500,000 USD, both included. */
export const TRANSFER_MIN_CENTS = units(100_000)
export const TRANSFER_MAX_CENTS = units(1_500_000)

const rateText = (ppm: number) => String(ppm / 10_000)

export const tierForCents = (cents: number) => [...MINER_TIERS].reverse().find((t) => cents >= t.minCents) ?? null

export function miningRoutes(server: MockServer, ctx: MockContext): void {
  apiPost(server, '/api/Game/getMinerList', ({ body }) =>
    ok(
      MINER_TIERS.map((tier) => ({
        tier: tier.tier,
        min: centsToWire(tier.minCents),
        max: tier.maxCents === null ? null : centsToWire(tier.maxCents),
        rate: rateText(tier.ratePpm),
        days: tier.days,
        title: t(langOf(body.lang), 'mining.tier', { tier: tier.tier }),
      })),
    ),
  )

  /** `{ money, tier }`: the tier must be the one the amount falls in. */
  apiPost(
    server,
    '/api/Game/minerTransferIn',
    authed(({ schema, body, user }) => {
      const cents = wireToCents(body.money)
      if (cents === null || cents <= 0) return fail(1042, 'transfer amount must be above 0')
      if (cents < TRANSFER_MIN_CENTS || cents > TRANSFER_MAX_CENTS) {
        return envelope(
          0,
          null,
          t(langOf(body.lang), 'info.transferRange', { min: centsToWire(TRANSFER_MIN_CENTS), max: centsToWire(TRANSFER_MAX_CENTS) }),
        )
      }
      const tier = tierForCents(cents)!
      const asked = textField(body, 'tier')
      if (asked && asked !== String(tier.tier)) return envelope(0, null, t(langOf(body.lang), 'info.tierMismatch', { tier: tier.tier }))
      user.reload()
      if (cents > user.moneyCents) return fail(1025, 'insufficient balance')
      const now = ctx.now()
      const order = schema.create('minerOrder', {
        userId: user.id!,
        tier: tier.tier,
        cents,
        ratePpm: tier.ratePpm,
        days: tier.days,
        createdAt: now,
        status: 'running',
      })
      post(schema, user, { type: 2, cents, reason: textRef('fund.miningIn', { tier: tier.tier }), time: now })
      return ok({ id: Number(order.id) }, 'transferred')
    }),
  )

  apiPost(
    server,
    '/api/Game/getMinerOrders',
    authed(({ schema, user }) => {
      const now = ctx.now()
      const rows = schema
        .where('minerOrder', { userId: user.id! })
        .models.sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
        .map((o) => ({
          id: Number(o.id),
          tier: o.tier,
          money: centsToWire(o.cents),
          rate: rateText(o.ratePpm),
          days: o.days,
          income: centsToWire(incomeCents(o.cents, o.ratePpm, o.status === 'finished' ? o.days : wholeDaysElapsed(o, now))),
          createtime: serverTime(o.createdAt),
          endtime: serverTime(maturesAt(o)),
          status: o.status === 'finished' ? 1 : 0,
        }))
      return ok(rows)
    }),
  )
}
