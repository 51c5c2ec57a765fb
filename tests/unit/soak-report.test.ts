// @vitest-environment node
// The soak's memory budget (tests/e2e/soak-report.ts): what it counts and what it fits out.
import { describe, expect, test } from 'vitest'
import { fitGrowth, heapGrowth, soakChecks } from '../e2e/soak-report'
import type { HeapBreakdown, Sample, SoakResult } from '../e2e/soak-session'

const KB = 1000
/** The live list over a 2-minute round, sampled every 15 s: empty as a round starts, 14 rows at its end. */
const rowsAt = (min: number) => [0, 2, 4, 6, 8, 10, 12, 14][Math.round((min % 2) * 4) % 8]!

/** Samples every 15 s of a 10-minute session from the given heap model (bytes at a minute, with its rows). */
function session(model: { data: (min: number, rows: number) => number; code: (min: number) => number }, snapshots = true): SoakResult {
  const samples: Sample[] = []
  for (let i = 0; i <= 40; i++) {
    const min = i / 4
    const rows = rowsAt(min)
    const data = model.data(min, rows)
    const code = model.code(min)
    const breakdown: HeapBreakdown = { code, objects: data * 0.4, strings: data * 0.1, native: data * 0.5, other: 0 }
    samples.push({
      label: i === 0 ? 'start' : i === 20 ? 'mid' : i === 40 ? 'end' : 'room',
      sim: min * 60_000,
      real: min * 6_000,
      heap: data * 0.5 + code,
      nodes: 400,
      nodesBase: 380,
      nodesOutside: 120,
      listeners: 230,
      listenersBase: 227,
      globalListeners: 24,
      liveRows: rows,
      documents: 2,
      intervals: 0,
      timeouts: 2,
      sockets: 0,
      ...(snapshots && min >= 5 ? { breakdown } : {}),
    })
  }
  return {
    roomPath: '/activity/15',
    fast: true,
    cpuRate: 4,
    roomSim: 600_000,
    roomReal: 60_000,
    totalReal: 90_000,
    samples,
    start: samples[0]!,
    mid: samples[20]!,
    end: samples[40]!,
    cycles: [],
    cycleReal: 0,
    rounds: [],
    transitions: [{ kind: 'new round', seqno: '202601150302', at: 10_000, realTime: true }],
    longTasks: [],
    longTaskSupported: true,
    flips: [],
    flipsExcluded: 0,
    socketsCreated: 0,
    pageErrors: [],
  }
}

/** Compiled code as a 10-minute session shows it: fast at first, still ~40 kB a minute in the second half. */
const warmingCode = (min: number) => 3_800 * KB + 280 * KB * Math.sqrt(min * 4)
const ROW = 25 * KB

describe('fitGrowth', () => {
  test('takes the live rows out: a known growth comes back wherever the samples fall in the rounds', () => {
    const straight: number[] = []
    // the second half's 21 samples, starting at each of the eight points of a round's cycle
    for (let phase = 0; phase < 2; phase += 0.25) {
      const points = Array.from({ length: 21 }, (_, i) => {
        const min = 5 + i / 4
        const rows = rowsAt(min + phase)
        return { min, rows, bytes: 7_000 * KB + 10 * KB * min + ROW * rows }
      })
      const fit = fitGrowth(points)
      expect(fit.perMin).toBeCloseTo(10 * KB, 6)
      expect(fit.perRow).toBeCloseTo(ROW, 6)
      straight.push(fitGrowth(points.map((p) => ({ ...p, rows: 0 }))).perMin)
    }
    // a straight line through the same points reads the rows' sawtooth as growth, by phase
    expect((Math.max(...straight) - Math.min(...straight)) / KB).toBeGreaterThan(15)
  })

  test('rows that leave data behind when they go: the leak stays in the slope', () => {
    // every row that has come and gone leaves 5 kB; 14 rows go at each round's end (every 2 minutes)
    const points = Array.from({ length: 21 }, (_, i) => {
      const min = 5 + i / 4
      const gone = 14 * Math.floor(min / 2)
      return { min, rows: rowsAt(min), bytes: 7_000 * KB + ROW * rowsAt(min) + 5 * KB * gone }
    })
    // 14 rows × 5 kB every 2 minutes: 35 kB per minute
    expect(fitGrowth(points).perMin).toBeGreaterThan(25 * KB)
  })

  test('rows that never vary, or too few points: a plain slope, or none', () => {
    expect(fitGrowth([0, 1, 2].map((min) => ({ min, rows: 5, bytes: 100 + 7 * min }))).perMin).toBeCloseTo(7, 9)
    expect(fitGrowth([{ min: 1, rows: 0, bytes: 5 }]).perMin).toBeNaN()
  })
})

describe('the heap budget', () => {
  test('compiled code warming up is printed, not budgeted: flat data passes while the whole heap grows ~40 kB a minute', () => {
    const r = session({ data: (_, rows) => 7_000 * KB + ROW * rows, code: warmingCode })
    const g = heapGrowth(r)
    expect(g.heapSim / KB).toBeGreaterThan(25)
    expect(g.code / KB).toBeGreaterThan(25)
    expect(Math.abs(g.withoutCode)).toBeLessThan(0.001 * KB)
    expect(soakChecks(r).heap).toEqual([])
  })

  test('data that grows past the budget fails it, and the message gives the figure', () => {
    const r = session({ data: (min, rows) => 7_000 * KB + ROW * rows + 30 * KB * min, code: () => 4_000 * KB })
    expect(soakChecks(r).heap).toEqual([
      'the heap without compiled code grew 30.0 kB per simulated minute over the second half (budget 25)',
    ])
  })

  test('a second half without its heap snapshots fails rather than passing unmeasured', () => {
    const r = session({ data: () => 7_000 * KB, code: () => 4_000 * KB }, false)
    expect(soakChecks(r).heap).toEqual([
      "not measured: 0 of the second half's 21 samples have a heap snapshot (the budget needs at least 5, its first and last among them)",
    ])
  })
})
