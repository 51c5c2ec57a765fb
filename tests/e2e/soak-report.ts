/** The soak run's figures as a table, and the soak budgets checked against them. */
import { SOAK_BUDGETS, type HeapBreakdown, type LongTask, type Sample, type SoakResult } from './soak-session'

const kB = (bytes: number) => (bytes / 1000).toFixed(0)
const min = (ms: number) => (ms / 60_000).toFixed(2)
const maxOf = (xs: number[]) => (xs.length ? Math.max(...xs) : 0)

type Counter =
  | 'nodes'
  | 'nodesBase'
  | 'nodesOutside'
  | 'listeners'
  | 'listenersBase'
  | 'globalListeners'
  | 'intervals'
  | 'sockets'
  | 'timeouts'
  | 'liveRows'
/** Counters that must stay flat. */
const FLAT: Counter[] = ['nodesBase', 'nodesOutside', 'listenersBase', 'globalListeners', 'intervals', 'sockets']
const SHOWN: Counter[] = [
  'nodes',
  'liveRows',
  'nodesBase',
  'nodesOutside',
  'listeners',
  'listenersBase',
  'globalListeners',
  'intervals',
  'sockets',
  'timeouts',
]
const LABELS: Record<Counter, string> = {
  nodes: 'DOM nodes',
  liveRows: '  live-order rows',
  nodesBase: '  without the live rows',
  nodesOutside: '  outside the document',
  listeners: 'event listeners',
  listenersBase: '  without the live rows',
  globalListeners: '  on window/document',
  intervals: 'live intervals',
  sockets: 'open WebSockets',
  timeouts: 'pending timeouts',
}

/**
 * How far a counter may go above its first-half maximum (and, after the routes, above its value
 * after the first route cycle) and still be flat. The live-order list's 8-16 rows a round are
 * taken out; what remains still moves a little with the phase (bet slip open or closed, the last
 * result, React holding a just-removed subtree until its next commit). Nodes outside the document:
 * detached ones still referenced, user-agent shadow trees, the sanitizer's own documents.
 * Timer handles, sockets and listeners on window/document must not move at all.
 */
export const FLAT_TOLERANCE: Partial<Record<Counter, number>> = {
  nodesBase: 15,
  nodesOutside: 20,
  listenersBase: 5,
  globalListeners: 0,
  intervals: 0,
  sockets: 0,
}
/** Compared with the room session itself after every route cycle, not only with the first cycle. */
const EXACT_AFTER_ROUTES: Counter[] = ['globalListeners', 'intervals', 'sockets']

/**
 * Highest value of a counter in the first half (after the start sample, taken as the room has
 * just rendered) and the second half of the room session, and over the whole session.
 */
export function halves(r: SoakResult, key: Counter) {
  const half = r.roomSim / 2
  return {
    first: maxOf(r.samples.filter((s) => s.sim > 0 && s.sim < half).map((s) => s[key])),
    second: maxOf(r.samples.filter((s) => s.sim >= half).map((s) => s[key])),
    room: maxOf(r.samples.filter((s) => s.sim > 0).map((s) => s[key])),
  }
}

export function countdownFigures(r: SoakResult) {
  const devs = r.flips.map((f) => f.deviation)
  return {
    count: devs.length,
    maxLate: maxOf(devs),
    maxEarly: maxOf(devs.map((d) => -d)),
    maxAbs: maxOf(devs.map(Math.abs)),
    mean: devs.length ? devs.reduce((a, b) => a + b, 0) / devs.length : 0,
    within: devs.filter((d) => Math.abs(d) <= SOAK_BUDGETS.countdownMs).length,
  }
}

/**
 * Least-squares growth of `bytes` per minute over points taken at `min`, with the live-order rows on
 * screen (`rows`) fitted as a second term. The list's 8-16 rows a round come and go with the round, and
 * a sample's heap rises and falls with them (~25 kB a row with its DOM): left in, where the samples fall
 * in the rounds' cycle would move a straight-line slope by tens of kB per minute. Data that the rows
 * leave behind when they go is growth over time, and stays in the slope. Rows that never vary (or
 * fewer than three points) leave a plain straight-line slope.
 */
export function fitGrowth(points: ReadonlyArray<{ min: number; rows: number; bytes: number }>): { perMin: number; perRow: number } {
  const n = points.length
  if (n < 2) return { perMin: NaN, perRow: 0 }
  const mean = (f: (p: (typeof points)[number]) => number) => points.reduce((a, p) => a + f(p), 0) / n
  const mx = mean((p) => p.min)
  const mz = mean((p) => p.rows)
  const my = mean((p) => p.bytes)
  let sxx = 0
  let szz = 0
  let sxz = 0
  let sxy = 0
  let szy = 0
  for (const p of points) {
    const dx = p.min - mx
    const dz = p.rows - mz
    const dy = p.bytes - my
    sxx += dx * dx
    szz += dz * dz
    sxz += dx * dz
    sxy += dx * dy
    szy += dz * dy
  }
  if (sxx === 0) return { perMin: NaN, perRow: 0 }
  const det = sxx * szz - sxz * sxz
  // rows that do not vary independently of time cannot be told apart from it: a plain slope
  if (n < 3 || szz === 0 || det <= 1e-9 * sxx * szz) return { perMin: sxy / sxx, perRow: 0 }
  return { perMin: (sxy * szz - szy * sxz) / det, perRow: (szy * sxx - sxy * sxz) / det }
}

const withoutCode = (b: HeapBreakdown) => b.objects + b.strings + b.native + b.other

/**
 * The heap's growth over the second half of the room session, bytes per simulated minute unless
 * named real. The budget is on `withoutCode`: a heap snapshot's sizes without compiled code, the live
 * rows fitted out (fitGrowth). Compiled code (bytecode, optimized code, their metadata) grows for the
 * whole of a 10-minute session as V8 compiles and optimizes the paths the rounds take (~40 kB per
 * simulated minute in its second half, on a quiet machine and on a busy one alike), and how much of it a
 * given sample holds depends on V8's timing: with it in, the straight-line slope of the heap read
 * 39-57 kB per minute on the same code. It is printed, without a budget.
 */
export function heapGrowth(r: SoakResult) {
  const half = r.samples.filter((s) => s.sim >= r.mid.sim)
  const snapped = half.filter((s): s is Sample & { breakdown: HeapBreakdown } => !!s.breakdown)
  const at = (s: Sample) => ({ min: s.sim / 60_000, rows: s.liveRows })
  const data = fitGrowth(snapped.map((s) => ({ ...at(s), bytes: withoutCode(s.breakdown) })))
  const straight = (key: 'sim' | 'real') => fitGrowth(half.map((s) => ({ min: s[key] / 60_000, rows: 0, bytes: s.heap }))).perMin
  const spanSim = (r.end.sim - r.mid.sim) / 60_000
  const spanReal = (r.end.real - r.mid.real) / 60_000
  return {
    samples: half.length,
    snapshots: snapped.length,
    /** the second half's first and last samples have a snapshot, and at least 5 in all (the budget needs them) */
    complete: snapped.length >= 5 && !!r.mid.breakdown && !!r.end.breakdown,
    withoutCode: data.perMin,
    perRow: data.perRow,
    code: fitGrowth(snapped.map((s) => ({ ...at(s), bytes: s.breakdown.code }))).perMin,
    heapSim: straight('sim'),
    heapReal: straight('real'),
    deltaSim: (r.end.heap - r.mid.heap) / spanSim,
    deltaReal: (r.end.heap - r.mid.heap) / spanReal,
  }
}

/** Long tasks overlapping ±1 s of a transition that happened in real time (the harness's own samples never do). */
export function transitionLongTasks(r: SoakResult): LongTask[] {
  return r.longTasks.filter((lt) => lt.transition !== null && !lt.measuring)
}

export type SoakCheck = 'session' | 'heap' | 'flat' | 'longTasks' | 'countdown'

/** Budget failures by check (empty lists: met). */
export function soakChecks(r: SoakResult): Record<SoakCheck, string[]> {
  const out: Record<SoakCheck, string[]> = { session: [], heap: [], flat: [], longTasks: [], countdown: [] }
  const b = SOAK_BUDGETS

  const measured = r.transitions.filter((t) => t.kind === 'new round' && t.realTime).length
  if (measured < 1) out.session.push('no round transition happened in real time during the room session')
  if (r.pageErrors.length) out.session.push(`page errors: ${r.pageErrors.join('; ')}`)

  const heap = heapGrowth(r)
  if (!heap.complete)
    out.heap.push(
      `not measured: ${heap.snapshots} of the second half's ${heap.samples} samples have a heap snapshot (the budget needs at least 5, its first and last among them)`,
    )
  else if (!(heap.withoutCode / 1000 <= b.heapWithoutCodeKbPerMin))
    out.heap.push(
      `the heap without compiled code grew ${(heap.withoutCode / 1000).toFixed(1)} kB per simulated minute over the second half (budget ${b.heapWithoutCodeKbPerMin})`,
    )

  for (const key of FLAT) {
    const name = `${key === 'nodesBase' ? 'DOM nodes ' : key === 'listenersBase' ? 'listeners ' : ''}${LABELS[key].trim()}`
    const h = halves(r, key)
    const allowed = FLAT_TOLERANCE[key]!
    if (h.second > h.first + allowed)
      out.flat.push(`${name} not flat: max ${h.first} in the first half, ${h.second} in the second (allowed +${allowed})`)
    const first = r.cycles[0]
    for (const c of r.cycles) {
      if (EXACT_AFTER_ROUTES.includes(key) && c[key] > h.room) {
        out.flat.push(
          `${name} not back to the room's level after the routes: ${c[key]} after ${c.label}, at most ${h.room} during the room session`,
        )
      } else if (first && c !== first && c[key] > first[key] + allowed) {
        out.flat.push(`${name} not flat across route cycles: ${first[key]} after cycle 1, ${c[key]} after ${c.label} (allowed +${allowed})`)
      }
    }
  }

  if (!r.longTaskSupported) out.longTasks.push('the Long Tasks API is not available in this browser: nothing was measured')
  const atTransitions = transitionLongTasks(r)
  if (atTransitions.length) {
    out.longTasks.push(
      `${atTransitions.length} long task(s) within ±${b.transitionWindowMs} ms of a round transition, longest ${maxOf(atTransitions.map((l) => l.duration)).toFixed(0)} ms (budget: none over ${b.longTaskMs} ms)`,
    )
  }

  const cd = countdownFigures(r)
  if (cd.count < 30) out.countdown.push(`only ${cd.count} countdown changes observed`)
  if (cd.maxAbs > b.countdownMs) {
    out.countdown.push(
      `countdown off the server's by up to ${cd.maxAbs.toFixed(0)} ms (${cd.maxEarly.toFixed(0)} ms early, ${cd.maxLate.toFixed(0)} ms late; ` +
        `${cd.count - cd.within} of ${cd.count} changes outside ±${b.countdownMs} ms)`,
    )
  }
  return out
}

export function soakFailures(r: SoakResult): string[] {
  return Object.values(soakChecks(r)).flat()
}

const row = (cells: Array<string | number>, widths: number[]) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ')

const describeTasks = (xs: LongTask[]) => (xs.length ? `${xs.length}, longest ${maxOf(xs.map((l) => l.duration)).toFixed(0)} ms` : 'none')

export function formatSoakReport(r: SoakResult): string {
  const lines: string[] = []
  const secondSim = (r.end.sim - r.mid.sim) / 60_000
  const secondReal = (r.end.real - r.mid.real) / 60_000
  lines.push(
    `Room ${r.roomPath}: ${min(r.roomSim)} simulated min in ${min(r.roomReal)} real min ` +
      `(${r.fast ? `accelerated page clock, ${(r.roomSim / r.roomReal).toFixed(1)}x; transitions in real time` : 'real time'}), ` +
      `${r.cpuRate}x CPU slowdown; ${r.cycles.length} route cycle(s) in ${min(r.cycleReal)} real min; whole run ${min(r.totalReal)} real min`,
  )
  lines.push('')
  const w = [24, 9, 9, 9, 9, 22]
  const cycleEnd = r.cycles.at(-1)
  lines.push(row(['', 'start', 'mid', 'end', cycleEnd ? 'routes' : '', 'budget'], w))
  const line = (label: string, f: (s: Sample) => string | number, budget = '') =>
    lines.push(row([label, f(r.start), f(r.mid), f(r.end), cycleEnd ? f(cycleEnd) : '', budget], w))
  line('simulated min', (s) => min(s.sim))
  line('real min', (s) => min(s.real))
  line('JS heap after GC, kB', (s) => kB(s.heap))
  line(
    '  without compiled code',
    (s) => (s.breakdown ? kB(withoutCode(s.breakdown)) : '-'),
    `≤ ${SOAK_BUDGETS.heapWithoutCodeKbPerMin} kB/min 2nd half`,
  )
  for (const key of SHOWN) {
    const tol = FLAT_TOLERANCE[key]
    line(LABELS[key], (s) => s[key], tol === undefined ? '' : tol === 0 ? 'flat (exact)' : `flat (±${tol})`)
  }
  line('documents', (s) => s.documents)
  lines.push(
    `  (start: the room just rendered; mid/end: half way and end of the room session; routes: back in the room after the last route cycle)`,
  )
  lines.push('')
  const g = heapGrowth(r)
  const perMin = (bytes: number) => (bytes / 1000).toFixed(1)
  lines.push(
    `Heap growth over the second half (${secondSim.toFixed(2)} simulated / ${secondReal.toFixed(2)} real min, ${g.samples} samples, ` +
      `${g.snapshots} with a heap snapshot; least squares):`,
  )
  lines.push(
    `  without compiled code  ${perMin(g.withoutCode)} kB per simulated min, a live row ${perMin(g.perRow)} kB fitted out` +
      `   (budget ${SOAK_BUDGETS.heapWithoutCodeKbPerMin} kB per simulated min)`,
  )
  lines.push(`  compiled code          ${perMin(g.code)} kB per simulated min (V8 compiling and optimizing as the rounds run; no budget)`)
  lines.push(
    `  JS heap after GC       ${perMin(g.heapSim)} kB per simulated min, ${perMin(g.heapReal)} kB per real min; ` +
      `end - mid ${perMin(g.deltaSim)} kB per simulated min, ${perMin(g.deltaReal)} kB per real min`,
  )
  const split = (a?: HeapBreakdown, b?: HeapBreakdown, per = 1) =>
    a && b
      ? (['code', 'objects', 'strings', 'native', 'other'] as const)
          .map((k) => `${k} ${((b[k] - a[k]) / 1000 / per).toFixed(1)}`)
          .join(', ')
      : ''
  if (r.mid.breakdown && r.end.breakdown) {
    lines.push(`  heap snapshots, mid → end, kB per simulated min by kind: ${split(r.mid.breakdown, r.end.breakdown, secondSim)}`)
  }
  lines.push(
    `Flat counters, max in the first half → second half: ` +
      FLAT.map(
        (k) =>
          `${k === 'nodesBase' ? 'nodes w/o live rows' : k === 'listenersBase' ? 'listeners w/o live rows' : LABELS[k].trim()} ${halves(r, k).first} → ${halves(r, k).second}`,
      ).join(', '),
  )
  if (r.cycles.length) {
    lines.push('')
    lines.push(`Back in ${r.roomPath} after each cycle through ${r.cycles.length ? 'the main routes' : ''}:`)
    const cw = [10, 9, 6, 10, 8, 10, 10, 7, 10, 9, 8]
    lines.push(
      row(['', 'heap kB', 'nodes', 'w/o rows', 'outside', 'listeners', 'w/o rows', 'global', 'intervals', 'timeouts', 'sockets'], cw),
    )
    for (const c of r.cycles) {
      lines.push(
        row(
          [
            c.label,
            kB(c.heap),
            c.nodes,
            c.nodesBase,
            c.nodesOutside,
            c.listeners,
            c.listenersBase,
            c.globalListeners,
            c.intervals,
            c.timeouts,
            c.sockets,
          ],
          cw,
        ),
      )
    }
    const first = r.cycles[0]!
    const lastCycle = r.cycles.at(-1)!
    if (r.cycles.length > 1) {
      lines.push(
        `  heap cycle 1 → ${r.cycles.length}: ${kB(lastCycle.heap - first.heap)} kB` +
          (first.breakdown && lastCycle.breakdown ? ` (snapshots, kB by kind: ${split(first.breakdown, lastCycle.breakdown)})` : ''),
      )
    }
  }
  lines.push('')
  const newRounds = r.transitions.filter((t) => t.kind === 'new round')
  lines.push(
    `Rounds seen: ${r.rounds.length} (${r.rounds[0] ?? '-'} … ${r.rounds.at(-1) ?? '-'}); new rounds: ${newRounds.length}, ${newRounds.filter((t) => t.realTime).length} of them in real time`,
  )
  const atTr = transitionLongTasks(r)
  const app = r.longTasks.filter((l) => !l.measuring)
  const bySection = (s: string) => app.filter((l) => l.section === s)
  lines.push(
    `Long tasks (> 50 ms) within ±${SOAK_BUDGETS.transitionWindowMs} ms of a round transition: ${describeTasks(atTr)} (budget: none)`,
  )
  lines.push(
    `  all long tasks: room session ${describeTasks(bySection('room'))}; route cycles ${describeTasks(bySection('routes'))}; ` +
      `login ${describeTasks(bySection('login'))}; during the harness's samples ${describeTasks(r.longTasks.filter((l) => l.measuring))}`,
  )
  const worst = [
    ...atTr,
    ...app
      .filter((l) => l.transition === null)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3),
  ]
  for (const lt of worst) {
    lines.push(
      `  ${lt.duration.toFixed(0).padStart(4)} ms at ${(lt.at / 1000).toFixed(1)} s (${lt.section}${lt.transition ? `, near ${lt.transition}` : ''})` +
        (lt.scripts.length ? `: ${lt.scripts.join('; ')}` : ''),
    )
  }
  const cd = countdownFigures(r)
  lines.push(
    `Countdown vs the server's remaining time, ${cd.count} whole-second changes: max ${cd.maxAbs.toFixed(0)} ms ` +
      `(${cd.maxEarly.toFixed(0)} ms early … ${cd.maxLate.toFixed(0)} ms late, mean ${cd.mean.toFixed(0)} ms; ` +
      `${cd.within} of ${cd.count} within ±${SOAK_BUDGETS.countdownMs} ms; budget ${SOAK_BUDGETS.countdownMs})` +
      (r.flipsExcluded ? `; ${r.flipsExcluded} left out: a harness sample or clock pause held up their tick` : ''),
  )
  const perRound = new Map<string, number[]>()
  for (const f of r.flips) perRound.set(f.seqno, [...(perRound.get(f.seqno) ?? []), f.deviation])
  lines.push(
    `  per round (min … max ms): ${[...perRound].map(([s, d]) => `${s.slice(-4)} ${Math.min(...d).toFixed(0)} … ${Math.max(...d).toFixed(0)}`).join(', ')}`,
  )
  lines.push(`WebSockets created: ${r.socketsCreated}; page errors: ${r.pageErrors.length}`)
  return lines.join('\n')
}
