// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ROOMS, roomById } from './catalog'
import { winningOptions, wins } from './outcome'
import { CLOSE_MS, drawOf, history, isBettingOpen, roundAt, roundBySeqno, roundOffset } from './rounds'
import { payoutCents } from './settle'
import { simulatedOrders } from './live'

const T0 = Date.UTC(2026, 0, 15, 10, 0, 0)

describe('rounds are a pure function of the clock', () => {
  it('cuts the UTC day into periods with seqno date + index', () => {
    const r = roundAt(1, T0 + 1234)
    expect(r.seqno).toBe('202601150201') // 10:00 = 600 min / 3 = period 200 → index 201
    expect(r.startsAt).toBe(T0)
    expect(r.endsAt).toBe(T0 + 180_000)
    expect(roundAt(1, T0 + 179_999).seqno).toBe(r.seqno)
    expect(roundAt(1, T0 + 180_000).seqno).toBe('202601150202')
    expect(roundAt(1, Date.UTC(2026, 0, 16)).seqno).toBe('202601160001')
  })

  it('finds a round by its seqno, and rejects seqnos that name no round', () => {
    const r = roundAt(3, T0 + 5_000)
    expect(roundBySeqno(3, r.seqno)).toEqual(r)
    expect(roundBySeqno(3, '202601159999')).toBeNull()
    expect(roundBySeqno(3, 'x')).toBeNull()
    expect(roundOffset(1, T0, -1).endsAt).toBe(T0)
  })

  it('betting is open until 60 s before the end', () => {
    const r = roundAt(1, T0)
    expect(isBettingOpen(r, r.endsAt - CLOSE_MS - 1)).toBe(true)
    expect(isBettingOpen(r, r.endsAt - CLOSE_MS)).toBe(false)
    expect(isBettingOpen(r, r.endsAt)).toBe(false)
  })

  it('round ids are unique across game types', () => {
    const ids = [1, 2, 3, 4].map((g) => roundAt(g, T0).id)
    expect(new Set(ids).size).toBe(4)
    for (const id of ids) expect(Number.isSafeInteger(id)).toBe(true)
  })
})

describe('draws', () => {
  it('are repeatable: the same (seed, game type, seqno) always gives the same digits', () => {
    const a = drawOf(7, 1, '202601150201')
    expect(drawOf(7, 1, '202601150201')).toEqual(a)
    expect(a.sum).toBe(a.num1 + a.num2 + a.num3)
    // independent of the order of calls
    const seqnos = Array.from({ length: 50 }, (_, i) => `2026011502${String(i).padStart(2, '0')}`)
    const forward = seqnos.map((s) => drawOf(7, 1, s))
    const backward = [...seqnos]
      .reverse()
      .map((s) => drawOf(7, 1, s))
      .reverse()
    expect(backward).toEqual(forward)
  })

  it('vary between rounds and game types, and every digit is 0-9', () => {
    const draws = Array.from({ length: 500 }, (_, i) => drawOf(7, 1 + (i % 4), `20260115${String(1 + i).padStart(4, '0')}`))
    for (const d of draws) for (const n of [d.num1, d.num2, d.num3]) expect(n >= 0 && n <= 9).toBe(true)
    expect(new Set(draws.map((d) => d.sum)).size).toBeGreaterThan(15)
  })

  it('history lists the previous rounds newest first with their draws', () => {
    const h = history(7, 1, T0 + 10_000, 3)
    expect(h.map((r) => r.seqno)).toEqual(['202601150200', '202601150199', '202601150198'])
    expect(h[0]!.draw).toEqual(drawOf(7, 1, '202601150200'))
  })
})

describe('outcomes', () => {
  const d = (num1: number, num2: number, num3: number) => ({ num1, num2, num3, sum: num1 + num2 + num3 })
  it.each([
    [d(9, 9, 9), [0, 2, 4, 8, 10]],
    [d(0, 0, 0), [1, 3, 7, 9, 10]],
    [d(5, 5, 4), [0, 3, 6]],
    [d(4, 5, 4), [1, 2, 5]],
    [d(1, 2, 2), [1, 2, 5, 9]],
    [d(9, 9, 4), [0, 3, 6, 8]],
  ])('%o wins %o', (draw, expected) => {
    expect(winningOptions(11, draw)).toEqual(expected)
  })

  it('type 16 rooms: Rise = Big, Fall = Small, Long = Odd, Short = Even', () => {
    expect(winningOptions(4, d(9, 9, 9))).toEqual([0, 2])
    expect(winningOptions(4, d(1, 2, 2))).toEqual([1, 2])
    expect(wins(4, 5, d(1, 2, 2))).toBe(false)
  })
})

describe('payouts are exact: stake x rate in cents', () => {
  it.each([
    [2000, 1.98, 3960],
    [2050, 1.98, 4059],
    [3333, 4.2, 13999],
    [2000, 50, 100000],
    [10001, 3.7, 37004],
    [123456789, 1.98, 244444442],
  ])('%i x %d = %i', (stake, rate, expected) => {
    expect(payoutCents(stake, rate)).toBe(expected)
  })
})

describe('simulated live orders', () => {
  it("are repeatable and inside the betting window, with the room's options", () => {
    const room = roomById(16)!
    const round = roundAt(2, T0)
    const a = simulatedOrders(7, room, round)
    expect(simulatedOrders(7, room, round)).toEqual(a)
    expect(a.length).toBeGreaterThanOrEqual(8)
    for (const o of a) {
      expect(o.at).toBeGreaterThanOrEqual(round.startsAt)
      expect(o.at).toBeLessThan(round.endsAt - CLOSE_MS)
      expect(o.option).toBeLessThan(4)
      expect(o.cents).toBeGreaterThanOrEqual(room.minbuyCents)
    }
    expect(new Set(ROOMS.map((r) => r.id)).size).toBe(ROOMS.length)
  })
})
