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

  const growth = r.heapSlopeSim / 1000
  if (growth > b.heapKbPerMin)
    out.heap.push(`heap grew ${growth.toFixed(1)} kB per simulated minute over the second half (budget ${b.heapKbPerMin})`)

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
  line('JS heap after GC, kB', (s) => kB(s.heap), `≤ ${SOAK_BUDGETS.heapKbPerMin} kB/min 2nd half`)
  for (const key of SHOWN) {
    const tol = FLAT_TOLERANCE[key]
    line(LABELS[key], (s) => s[key], tol === undefined ? '' : tol === 0 ? 'flat (exact)' : `flat (±${tol})`)
  }
  line('documents', (s) => s.documents)
  lines.push(
    `  (start: the room just rendered; mid/end: half way and end of the room session; routes: back in the room after the last route cycle)`,
  )
  lines.push('')
  lines.push(
    `Heap growth over the second half (${secondSim.toFixed(2)} simulated / ${secondReal.toFixed(2)} real min, ` +
      `${r.samples.filter((s) => s.sim >= r.roomSim / 2).length} samples):`,
  )
  lines.push(
    `  least-squares slope ${(r.heapSlopeSim / 1000).toFixed(1)} kB per simulated min, ${(r.heapSlopeReal / 1000).toFixed(1)} kB per real min` +
      `   (budget ${SOAK_BUDGETS.heapKbPerMin} kB per simulated min)`,
  )
  lines.push(
    `  end - mid            ${(r.heapDeltaSim / 1000).toFixed(1)} kB per simulated min, ${(r.heapDeltaReal / 1000).toFixed(1)} kB per real min`,
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
