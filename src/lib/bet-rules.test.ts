import { describe, expect, it } from 'vitest'
import { minStake } from './bet-rules'
import { units } from './money'

describe('minStake: the least amount per option an order can take', () => {
  it.each([
    ['no room minimum: 20', 0, 0, 20],
    ['a room minimum of 20, one option: 20', 20, 1, 20],
    ['nothing selected counts as one option', 50, 0, 50],
    ['a room minimum of 50 over one option', 50, 1, 50],
    ['50 over two options: 25 each', 50, 2, 25],
    ['50 over three options: 20 still (never under 20)', 50, 3, 20],
    ['100 over three options: whole units, rounded up (34)', 100, 3, 34],
    ['500 over nine options: 56', 500, 9, 56],
  ])('%s', (_, minbuy, count, least) => expect(minStake(units(minbuy), count)).toBe(units(least)))
})
