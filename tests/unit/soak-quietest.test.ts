// @vitest-environment node
// The soak's choice among a sample's readings of the DOM's counters (tests/e2e/soak-quietest.ts).
import { describe, expect, test } from 'vitest'
import { quietest } from '../e2e/soak-quietest'

const reading = (listeners: number, nodes: number, at: string) => ({ listeners, nodes, at })
const base = (r: ReturnType<typeof reading>) => [r.listeners, r.nodes] as const

describe('quietest reading of a sample', () => {
  test('a transient burst of listeners in one reading is left out', () => {
    expect(quietest([reading(270, 477, 'first'), reading(254, 477, 'second'), reading(254, 477, 'third')], base).at).toBe('second')
  })

  test('a leak shows in every reading, so in the one kept', () => {
    const kept = quietest([reading(290, 500, 'first'), reading(286, 501, 'second'), reading(288, 499, 'third')], base)
    expect(kept.listeners).toBe(286)
  })

  test('fewest listeners first, then fewest nodes; the first of equals', () => {
    expect(quietest([reading(254, 480, 'a'), reading(254, 470, 'b'), reading(254, 470, 'c'), reading(255, 400, 'd')], base).at).toBe('b')
  })

  test('one reading is kept as it is; none is an error', () => {
    expect(quietest([reading(1, 2, 'only')], base).at).toBe('only')
    expect(() => quietest([], base)).toThrow('no reading')
  })
})
