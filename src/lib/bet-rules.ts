/** The betting rules as pure functions; the bet machine applies them, views translate the codes. */
import { readAmount } from './amount-input'
import { units, type Cents } from './money'

/** An order has at most 9 options, each at least 20. */
export const MAX_OPTIONS = 9
export const MIN_BET: Cents = units(20)

export type BetProblem =
  | { code: 'overSelected' }
  | { code: 'pleaseSelect' }
  | { code: 'inputCorrect' }
  /** catalogue 1024 'At least 20' */
  | { code: 'minBet' }
  | { code: 'orderNum'; minbuy: Cents }
  | { code: 'noEnoughMoney' }
  /** catalogue 1020: the round is closed */
  | { code: 'closed' }

/**
 * A stake as typed in the bet slip (whole units, the locale's grouping marks allowed where they group
 * thousands): '' is "no amount yet"; anything else must be a positive whole number. null: not acceptable
 * (inputCorrectTip), also a decimal mark ("1,5" in Vietnamese is not 15).
 */
export function parseStake(text: string, locale: string): { text: string; cents: Cents | null } | null {
  const cleaned = readAmount(text, locale, 0)
  if (cleaned === '') return { text: '', cents: null }
  if (cleaned === null || /^0+$/.test(cleaned) || cleaned.length > 12) return null
  const normal = cleaned.replace(/^0+/, '')
  return { text: normal, cents: units(Number(normal)) }
}

export interface BuyCheck {
  selected: readonly number[]
  amount: Cents | null
  minbuy: Cents
  balance: Cents | null
}

/** Buy's checks, in this order: selection, amount, minimum 20, room minbuy, balance. */
export function checkBuy({ selected, amount, minbuy, balance }: BuyCheck): BetProblem | null {
  if (selected.length === 0) return { code: 'pleaseSelect' }
  if (amount === null) return { code: 'inputCorrect' }
  if (amount < MIN_BET) return { code: 'minBet' }
  const total = selected.length * amount
  if (total < minbuy) return { code: 'orderNum', minbuy }
  if (balance !== null && total > balance) return { code: 'noEnoughMoney' }
  return null
}

/**
 * The least amount per option an order of `count` options (at least one) can take: 20, or more where the
 * room's minimum order total (`minbuy`) asks for it, in whole units (a stake is a whole number).
 */
export function minStake(minbuy: Cents, count: number): Cents {
  const share = Math.ceil(minbuy / Math.max(1, count) / 100) * 100
  return Math.max(MIN_BET, share) as Cents
}

export function toggleOption(selected: readonly number[], index: number): number[] | BetProblem {
  if (selected.includes(index)) return selected.filter((i) => i !== index)
  if (selected.length >= MAX_OPTIONS) return { code: 'overSelected' }
  return [...selected, index].sort((a, b) => a - b)
}

/** Did an order with `entries` land? Looks for rows not known before the order that carry every entry. */
export function orderLanded(
  rows: ReadonlyArray<{ order_id?: number; id?: number; value: string; money: Cents }>,
  knownIds: readonly number[],
  entries: ReadonlyArray<readonly [number, number, Cents]>,
): boolean {
  const fresh = rows.filter((r) => {
    const id = r.order_id ?? r.id
    return id === undefined || !knownIds.includes(id)
  })
  return entries.every(([index, , amount]) => {
    const at = fresh.findIndex((r) => r.value === String(index) && r.money === amount)
    if (at < 0) return false
    fresh.splice(at, 1)
    return true
  })
}
