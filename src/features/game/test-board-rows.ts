// Result rows for the results board's tests and stories: newest first, seqnos counting down.
import type { ResultHistory, Room } from '../../api/types'
import type { Cents } from '../../lib/money'

const RATES_11 = [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50]

export function boardRoom(type = 1): Room {
  const rates = type === 16 ? RATES_11.slice(0, 4) : type === 4 ? RATES_11.slice(0, 4) : RATES_11
  return {
    id: type === 1 ? 1 : type,
    type,
    title: type === 16 ? 'Rise & Fall' : type === 4 ? 'Racing' : 'Standard',
    minjoin: 0 as Cents,
    minbuy: 2000 as Cents,
    rates,
    ...Object.fromEntries(rates.map((r, i) => [`rate${i}`, r])),
  } as unknown as Room
}

const seqno = (i: number) => String(202601150200 - i)

/** Three-digit rounds from their digits, newest first. */
export const digitRows = (draws: ReadonlyArray<readonly [number, number, number]>): ResultHistory[] =>
  draws.map(([num1, num2, num3], i) => ({ seqno: seqno(i), num1, num2, num3, sum: num1 + num2 + num3, resultcn: '' }))

/** `count` rounds cycling through a few sums of every kind (big, small, odd, even, extreme, triple). */
export const mixedRows = (count: number): ResultHistory[] =>
  digitRows(
    Array.from({ length: count }, (_, i) => {
      const cycle: ReadonlyArray<readonly [number, number, number]> = [
        [9, 3, 4],
        [1, 0, 2],
        [5, 5, 5],
        [2, 3, 4],
        [9, 9, 8],
        [7, 1, 0],
        [6, 6, 3],
      ]
      return cycle[i % cycle.length]!
    }),
  )

/** Racing rounds from finishing orders (a rotation of 1..10 per round), newest first. */
export const raceRows = (count: number): ResultHistory[] =>
  Array.from({ length: count }, (_, i) => {
    const order = Array.from({ length: 10 }, (_, p) => ((p + i * 3) % 10) + 1)
    return {
      seqno: seqno(i),
      ...Object.fromEntries(order.map((car, p) => [`num${p + 1}`, car])),
      sum: order[0]! + order[1]! + order[2]!,
      resultcn: order.join(','),
    } as unknown as ResultHistory
  })
