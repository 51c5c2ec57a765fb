/**
 * The soak session, shared by `npm run soak` (scripts/soak.ts) and the CI variant
 * (tests/e2e/soak.e2e.ts): a logged-in demo user sits in a game room at 4x CPU slowdown while the
 * simulated rounds run, then cycles through the main routes (client-side navigation, one document)
 * and comes back to the room. Everything is measured from outside, through the Chrome DevTools
 * Protocol and two init scripts (soak-probe.ts); the app has no test hooks for this.
 *
 * Time: the demo's Mirage server lives in the page and its rounds are a pure function of the
 * page's Date.now(). `fast: false` runs on the real clock. `fast: true` installs Playwright's fake
 * clock and advances it with clock.runFor (every timer still fires, in order, each in its own
 * task), but lets the clock run in real time from 1.5 s before each round's end until 1.5 s after
 * the next round is on screen, so every round transition and its long tasks happen in real time.
 *
 * Samples (forced GC, heap, DOM counters) are taken every `sampleMs` of simulated time, never
 * inside a transition's window, so the measuring does not land on what it measures. Every other
 * sample of the second half (its first and last among them), and each one after a route cycle, also
 * takes a heap snapshot: the memory budget leaves out compiled code (soak-report.ts heapGrowth).
 */
import type { Browser, CDPSession, Page } from 'playwright-core'
import { roomById } from '../../mocks/simulation/catalog'
import { periodOf, roundBySeqno } from '../../mocks/simulation/rounds'
import { BUSY_MARKERS, openInApp, openPage, submitLogin, waitForApp, type TestPage } from './helpers'
import { quietest } from './soak-quietest'
import { PROBE_DRAIN, PROBE_POST, PROBE_PRE, type ProbeDrain, type ProbeEvent, type ProbeFrame, type ProbeLongTask } from './soak-probe'

/** The soak budgets and how "flat" is read (see soak-report.ts soakFailures). */
export const SOAK_BUDGETS = {
  /**
   * Heap growth over the second half of the room session, per simulated minute, without V8's compiled
   * code and with the live-order rows' share fitted out (soak-report.ts heapGrowth). What is left is the
   * app's (and the demo backend's) data: objects, strings, DOM. A round's rows are ~25 kB each with
   * their DOM, 8-16 a 2-minute round, so keeping one round's rows a round would be ~150 kB per minute.
   */
  heapWithoutCodeKbPerMin: 25,
  /** No long task (> 50 ms, the Long Tasks API threshold) overlapping ±1 s of a round transition. */
  transitionWindowMs: 1_000,
  longTaskMs: 50,
  /** Displayed countdown vs the server's remaining time, at every whole-second change. */
  countdownMs: 250,
} as const

/** The main routes the user cycles through after the room session, then back to the room. */
export const MAIN_ROUTES = ['/', '/user', '/lotteryprize', '/betlist', '/my_income', '/finance', '/help/list', '/room_list/1']

/** Real-time span around a round's end in fast runs, and where samples are never taken. */
const LEAD_MS = 1_500
const TRAIL_MS = 1_500
/** The next round normally shows 3 s (RESTART_DELAY_MS) + a response after the end. */
const NEW_ROUND_TIMEOUT_MS = 15_000
const SAMPLE_BLOCK = { before: LEAD_MS + 1_000, after: 6_500 }
/** The live-order list: 8-16 rows a round come and go with the round. */
const LIVE_LIST = '[data-testid="live-orders"]'
/** Nodes in the document tree and in the live list (a string: transpiled functions may carry helpers the page lacks). */
const TREE_COUNTS = `(() => {
  const count = (root) => {
    let n = 1;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
    while (walker.nextNode()) n++;
    return n;
  };
  const live = document.querySelector('${LIVE_LIST}');
  return { attached: count(document), live: live ? count(live) : 0, rows: live ? live.children.length : 0 };
})()`

export interface SoakOptions {
  browser: Browser
  /** Origin serving dist-demo/ */
  baseURL: string
  /** '/activity/{id}' or '/bjsc/{id}' */
  roomPath: string
  /** Simulated minutes in the room. */
  minutes: number
  /** Accelerate with Playwright's clock (see the module comment). */
  fast: boolean
  /** Fast runs: the page clock's start (epoch ms); default: now. */
  startAt?: number
  cpuRate?: number
  /** Simulated ms between samples. */
  sampleMs?: number
  routes?: string[]
  cycles?: number
  /** Real ms spent at least on each route of a cycle (longer until it has settled). */
  dwellMs?: number
  log?: (line: string) => void
}

/** A heap snapshot's self sizes by kind of node, bytes. */
export interface HeapBreakdown {
  /** compiled code, bytecode, function metadata: V8 warming up, not the app's data */
  code: number
  /** JS objects, arrays, closures, shapes, numbers */
  objects: number
  strings: number
  /** DOM and other browser objects reachable from JS */
  native: number
  other: number
}

export interface Sample {
  label: string
  /** simulated ms since the room session started */
  sim: number
  /** real ms since the room session started */
  real: number
  /** V8 heap used after two forced full GCs */
  heap: number
  /** DOM nodes alive (Memory.getDOMCounters, after GC) */
  nodes: number
  /** DOM nodes without the live-order list's (its 8-16 rows a round are the room's content, not a leak) */
  nodesBase: number
  /** of all nodes, those not in the document tree: detached ones kept alive, user-agent shadow trees, other documents */
  nodesOutside: number
  /** JS event listeners on DOM targets (Memory.getDOMCounters) */
  listeners: number
  /** listeners without the live-order list's */
  listenersBase: number
  /** listeners on window and document (DOMDebugger.getEventListeners) */
  globalListeners: number
  liveRows: number
  documents: number
  intervals: number
  timeouts: number
  sockets: number
  /** a heap snapshot's split by kind: every other sample of the second half, and after each route cycle */
  breakdown?: HeapBreakdown
}

const KIND: Record<string, keyof HeapBreakdown> = {
  code: 'code',
  string: 'strings',
  'concatenated string': 'strings',
  'sliced string': 'strings',
  object: 'objects',
  closure: 'objects',
  array: 'objects',
  regexp: 'objects',
  number: 'objects',
  bigint: 'objects',
  symbol: 'objects',
  'object shape': 'objects',
  hidden: 'objects',
  native: 'native',
}

interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
  nodes: number[]
}

export function summarizeSnapshot(snapshot: RawSnapshot): HeapBreakdown {
  const fields = snapshot.snapshot.meta.node_fields
  const types = snapshot.snapshot.meta.node_types[0]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const out: HeapBreakdown = { code: 0, objects: 0, strings: 0, native: 0, other: 0 }
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    out[KIND[types[snapshot.nodes[i + typeAt]!]!] ?? 'other'] += snapshot.nodes[i + sizeAt]!
  }
  return out
}

export interface LongTask {
  /** real ms since the room session started */
  at: number
  duration: number
  section: 'login' | 'room' | 'routes'
  /** the transition it overlaps (±transitionWindowMs), if any */
  transition: string | null
  /** it overlaps a sample (forced GC, counters): the harness's own work */
  measuring: boolean
  /** the scripts of the long animation frame it belongs to, longest first */
  scripts: string[]
}

export interface Transition {
  kind: 'draw' | 'new round'
  seqno: string
  /** real ms since the room session started */
  at: number
  /** happened while the page clock ran in real time (always, in real-time runs) */
  realTime: boolean
}

export interface CountdownFlip {
  seqno: string
  shown: string
  /** simulated ms since the room session started */
  sim: number
  /** display change time minus the moment the server's remaining time crossed the same second; > 0 late */
  deviation: number
}

export interface SoakResult {
  roomPath: string
  fast: boolean
  cpuRate: number
  /** simulated and real ms of the room session */
  roomSim: number
  roomReal: number
  /** real ms of the whole run (login, room, routes) */
  totalReal: number
  samples: Sample[]
  start: Sample
  mid: Sample
  end: Sample
  cycles: Sample[]
  cycleReal: number
  rounds: string[]
  transitions: Transition[]
  longTasks: LongTask[]
  longTaskSupported: boolean
  flips: CountdownFlip[]
  /** flips left out: the harness's clock jump when pausing (fast runs) delayed the tick behind them */
  flipsExcluded: number
  socketsCreated: number
  pageErrors: string[]
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Readings of the DOM's counters in a sample after a route cycle, and the real ms between them (see `sample`). */
const CYCLE_READS = 3
const READ_GAP_MS = 300
const ROUND_SEQNO = /^\d{12}$/

function gametypeOf(roomPath: string): number {
  const id = Number(/\/(\d+)$/.exec(roomPath)?.[1])
  const room = roomById(id)
  if (!room) throw new Error(`soak: ${roomPath} is not a demo room`)
  return room.gametype
}

const seconds = (clock: string | null) => {
  const m = clock ? /^(\d+):(\d\d)$/.exec(clock) : null
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

/**
 * Waits until a screen has settled: at least `minMs`, then 400 ms without a request on the wire
 * (route chunks) or one of the app's busy markers (helpers.ts BUSY_MARKERS); at most `maxMs`, and never
 * throws (helpers.ts waitForSettled does).
 * A cycle through the routes then really loads every screen, the first one included.
 */
async function settle(t: TestPage, minMs: number, maxMs = 10_000): Promise<void> {
  const started = performance.now()
  let quietSince = performance.now()
  while (performance.now() - started < maxMs) {
    await sleep(100)
    const busy = t.inflight.size > 0 || (await t.page.evaluate((selector) => !!document.querySelector(selector), BUSY_MARKERS))
    if (busy) quietSince = performance.now()
    else if (performance.now() - quietSince >= 400 && performance.now() - started >= minMs) return
  }
}

const shownSeqno = (page: Page) => page.evaluate(() => document.querySelector('[data-testid="round-seqno"]')?.textContent ?? '')

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const {
    browser,
    baseURL,
    roomPath,
    minutes,
    fast,
    cpuRate = 4,
    sampleMs = 15_000,
    routes = MAIN_ROUTES,
    cycles = 2,
    dwellMs = 2_000,
    log = () => undefined,
  } = options
  const gametype = gametypeOf(roomPath)
  const period = periodOf(gametype)
  const t0 = performance.now()
  const t: TestPage = await openPage(browser, baseURL)
  const { page, context } = t
  try {
    context.setDefaultTimeout(30_000)
    // Order matters: PRE before the clock's init script, POST after it.
    await context.addInitScript(PROBE_PRE)
    if (fast) await page.clock.install({ time: options.startAt ?? Date.now() })
    await context.addInitScript(PROBE_POST)
    const cdp: CDPSession = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })

    // Log in on the way into the room (a guest is bounced to /login and sent back).
    await page.goto(roomPath)
    await waitForApp(page)
    await page.waitForURL((url) => url.pathname === '/login')
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === roomPath)
    await page.getByTestId('round-seqno').filter({ hasText: ROUND_SEQNO }).waitFor()

    /** Page times (Date.now) at which the harness paused the clock: a tick due in the jump fired late. */
    const pauseTargets: number[] = []
    const pause = async () => {
      for (let lead = 100; ; lead *= 2) {
        const target = (await page.evaluate(() => Date.now())) + lead
        try {
          await page.clock.pauseAt(target)
          pauseTargets.push(target)
          return
        } catch (error) {
          if (lead > 5_000 || !String(error).includes('past')) throw error
        }
      }
    }
    // from here on the page clock only moves with runFor, or in real time around transitions
    if (fast) await pause()

    const events: ProbeEvent[] = []
    const rawLongTasks: ProbeLongTask[] = []
    const frames: ProbeFrame[] = []
    const take = (d: ProbeDrain) => {
      events.push(...d.events)
      rawLongTasks.push(...d.longTasks)
      frames.push(...d.frames)
      return d
    }
    const drainPage = async () => take((await page.evaluate(PROBE_DRAIN)) as ProbeDrain)
    let drain = await drainPage()
    // the room session's origin, in the page's real timeline and on the server's clock
    const realOrigin = drain.real
    const simOrigin = drain.at
    const simNow = async () => (await page.evaluate(() => Date.now())) - simOrigin
    const sampleSpans: Array<[number, number]> = []
    const realTimeSpans: Array<[number, number]> = []

    const countListeners = async (expression: string, depth = 1) => {
      const { result } = await cdp.send('Runtime.evaluate', { expression, objectGroup: 'soak' })
      if (!result.objectId) return 0
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId, depth })
      return listeners.length
    }

    /** A heap snapshot (its own GC first), unthrottled so it takes seconds rather than tens of them. */
    const heapBreakdown = async (): Promise<HeapBreakdown> => {
      const chunks: string[] = []
      const onChunk = (e: { chunk: string }) => void chunks.push(e.chunk)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
      try {
        await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
      } finally {
        cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
      }
      return summarizeSnapshot(JSON.parse(chunks.join('')) as RawSnapshot)
    }

    /** The DOM's counters after a GC. */
    const readCounters = async () => {
      const globalListeners = (await countListeners('window')) + (await countListeners('document'))
      const liveListeners = await countListeners(`document.querySelector('${LIVE_LIST}')`, -1)
      await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'soak' })
      await cdp.send('HeapProfiler.collectGarbage')
      await cdp.send('HeapProfiler.collectGarbage')
      const dom = await cdp.send('Memory.getDOMCounters')
      const tree = (await page.evaluate(TREE_COUNTS)) as { attached: number; live: number; rows: number }
      return { globalListeners, liveListeners, dom, tree }
    }

    /**
     * A sample of the page. With `reads` > 1 (on the running clock: after a route cycle) the DOM's counters are
     * read that many times, READ_GAP_MS apart, and the quietest reading is kept (`quietest`): one sample in ~20
     * runs read 16 listeners more than all the others.
     */
    const sample = async (label: string, snapshot = false, reads = 1): Promise<Sample> => {
      drain = await drainPage()
      const readings = [await readCounters()]
      const heap = await cdp.send('Runtime.getHeapUsage')
      for (let i = 1; i < reads; i++) {
        await sleep(READ_GAP_MS)
        readings.push(await readCounters())
      }
      const counters = quietest(readings, (c) => [c.dom.jsEventListeners - c.liveListeners, c.dom.nodes - c.tree.live])
      const { globalListeners, liveListeners, dom, tree } = counters
      const breakdown = snapshot ? await heapBreakdown() : undefined
      const end = await drainPage()
      sampleSpans.push([drain.real - realOrigin, end.real - realOrigin])
      const s: Sample = {
        label,
        sim: drain.at - simOrigin,
        real: drain.real - realOrigin,
        heap: heap.usedSize,
        nodes: dom.nodes,
        nodesBase: dom.nodes - tree.live,
        nodesOutside: dom.nodes - tree.attached,
        listeners: dom.jsEventListeners,
        listenersBase: dom.jsEventListeners - liveListeners,
        globalListeners,
        liveRows: tree.rows,
        documents: dom.documents,
        intervals: drain.intervals,
        timeouts: drain.timeouts,
        sockets: drain.sockets,
        ...(breakdown ? { breakdown } : {}),
      }
      const last = events.at(-1)
      log(
        `  ${label.padEnd(8)} sim ${(s.sim / 60_000).toFixed(2).padStart(5)} min  real ${(s.real / 60_000).toFixed(2).padStart(5)} min  ` +
          `heap ${(s.heap / 1000).toFixed(0)} kB  nodes ${s.nodes} (${s.nodesBase} w/o ${s.liveRows} live rows, ${s.nodesOutside} outside)  ` +
          `listeners ${s.listeners} (${s.listenersBase} w/o live rows, ${s.globalListeners} global)  ` +
          `intervals ${s.intervals}  timeouts ${s.timeouts}  sockets ${s.sockets}  round ${last?.seqno ?? '-'} ${last?.clock ?? ''}`,
      )
      return s
    }

    // --- the plan: samples every sampleMs (none near a round's end), real-time windows around round ends
    const total = minutes * 60_000
    const ends: number[] = []
    for (let e = (Math.floor(simOrigin / period) + 1) * period - simOrigin; e <= total; e += period) ends.push(e)
    const blocked = (x: number) => ends.some((e) => x > e - SAMPLE_BLOCK.before && x < e + SAMPLE_BLOCK.after)
    const plan: Array<{ at: number; kind: 'sample' | 'window'; label?: string; snapshot?: boolean }> = []
    for (let x = sampleMs; x < total; x += sampleMs) {
      if (!blocked(x)) plan.push({ at: x, kind: 'sample', label: x >= total / 2 && !plan.some((p) => p.label === 'mid') ? 'mid' : 'room' })
    }
    let last = total
    while (blocked(last)) last += 500
    plan.push({ at: last, kind: 'sample', label: 'end' })
    // a heap snapshot takes ~3 s: every other sample of the second half has one, its first and last among them
    plan.filter((p) => p.at >= total / 2).forEach((p, i, second) => (p.snapshot = i % 2 === 0 || i === second.length - 1))
    if (fast) for (const e of ends) plan.push({ at: e - LEAD_MS, kind: 'window' })
    plan.sort((a, b) => a.at - b.at)

    // --- the room session
    const samples: Sample[] = [await sample('start')]
    let sim = 0
    for (const step of plan) {
      if (fast) {
        if (step.at > sim) await page.clock.runFor(step.at - sim)
        sim = step.at
      } else {
        const wait = step.at - (Date.now() - simOrigin)
        if (wait > 0) await sleep(wait)
      }
      if (step.kind === 'sample') {
        samples.push(await sample(step.label ?? 'room', step.snapshot))
        continue
      }
      // fast runs: the round's end, the draw and the next round in real time
      const before = await shownSeqno(page)
      const startedReal = (await drainPage()).real - realOrigin
      await page.clock.resume()
      const deadline = performance.now() + NEW_ROUND_TIMEOUT_MS
      let seenAt: number | null = null
      while (performance.now() < deadline) {
        await sleep(250)
        const now = await shownSeqno(page)
        if (seenAt === null && ROUND_SEQNO.test(now) && now !== before) seenAt = performance.now()
        if (seenAt !== null && performance.now() - seenAt >= TRAIL_MS) break
      }
      await pause()
      const endedReal = (await drainPage()).real - realOrigin
      realTimeSpans.push([startedReal, endedReal])
      sim = await simNow()
      if (seenAt === null) log(`  (no new round within ${NEW_ROUND_TIMEOUT_MS / 1000} s of round ${before}'s end)`)
    }
    const roomEnd = samples.at(-1)!

    // --- the main routes, then back to the room
    if (fast) await page.clock.resume()
    const cyclesStart = performance.now()
    const cycleSamples: Sample[] = []
    for (let c = 1; c <= cycles; c++) {
      for (const path of [...routes, roomPath]) {
        // in the app, as a link does: the document and its heap stay
        await openInApp(page, path)
        await settle(t, dwellMs)
      }
      await page.getByTestId('round-seqno').filter({ hasText: ROUND_SEQNO }).waitFor()
      await settle(t, dwellMs)
      cycleSamples.push(await sample(`cycle ${c}`, true, CYCLE_READS))
    }
    const cycleReal = performance.now() - cyclesStart
    drain = await drainPage()

    // --- analysis
    const rounds = [...new Set(events.map((e) => e.seqno).filter((s): s is string => !!s && ROUND_SEQNO.test(s)))]
    const inRealTime = (at: number) => !fast || realTimeSpans.some(([a, b]) => at >= a && at <= b)
    const transitions: Transition[] = []
    const flips: CountdownFlip[] = []
    let flipsExcluded = 0
    for (let i = 1; i < events.length; i++) {
      const prev = events[i - 1]!
      const cur = events[i]!
      const at = cur.real - realOrigin
      if (at > roomEnd.real) break
      if (cur.phase === 'drawing' && prev.phase !== 'drawing' && cur.seqno) {
        transitions.push({ kind: 'draw', seqno: cur.seqno, at, realTime: inRealTime(at) })
      }
      if (prev.seqno && cur.seqno && prev.seqno !== cur.seqno && ROUND_SEQNO.test(prev.seqno) && ROUND_SEQNO.test(cur.seqno)) {
        transitions.push({ kind: 'new round', seqno: cur.seqno, at, realTime: inRealTime(at) })
      }
      const a = seconds(prev.clock)
      const b = seconds(cur.clock)
      if (cur.seqno && cur.seqno === prev.seqno && a !== null && b !== null && b === a - 1) {
        const round = roundBySeqno(gametype, cur.seqno)
        if (!round) continue
        // a tick held up by the harness: its clock jump when pausing, or a sample's forced GC
        // (fast runs take samples with the clock paused, so only the pause itself can delay a tick)
        if (pauseTargets.some((p) => Math.abs(p - cur.at) < 1) || (!fast && sampleSpans.some(([s0, s1]) => at >= s0 && at <= s1 + 300))) {
          flipsExcluded++
          continue
        }
        flips.push({ seqno: cur.seqno, shown: cur.clock!, sim: cur.at - simOrigin, deviation: cur.at - (round.endsAt - b * 1000) })
      }
    }
    const w = SOAK_BUDGETS.transitionWindowMs
    const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 <= b1 && a1 >= b0
    const longTasks: LongTask[] = rawLongTasks.map((lt) => {
      const at = lt.start - realOrigin
      const end = at + lt.duration
      const near = transitions.find((tr) => tr.realTime && overlaps(at, end, tr.at - w, tr.at + w))
      const frame = frames.find((f) => overlaps(at, end, f.start - realOrigin, f.start - realOrigin + f.duration))
      return {
        at,
        duration: lt.duration,
        section: at < 0 ? 'login' : at <= roomEnd.real + 1_000 ? 'room' : 'routes',
        transition: near ? `${near.kind} ${near.seqno}` : null,
        measuring: sampleSpans.some(([a, b]) => overlaps(at, end, a, b)),
        scripts: (frame?.scripts ?? []).map((s) => `${s.invoker || '?'}${s.fn ? ` ${s.fn}` : ''} ${s.src} ${s.duration.toFixed(0)} ms`),
      }
    })

    return {
      roomPath,
      fast,
      cpuRate,
      roomSim: roomEnd.sim,
      roomReal: roomEnd.real,
      totalReal: performance.now() - t0,
      samples,
      start: samples[0]!,
      mid: samples.find((s) => s.sim >= total / 2)!,
      end: roomEnd,
      cycles: cycleSamples,
      cycleReal,
      rounds,
      transitions,
      longTasks,
      longTaskSupported: drain.longTaskSupported,
      flips,
      flipsExcluded,
      socketsCreated: drain.socketsCreated,
      // (helpers.ts may also collect CSP violations and native dialogs)
      pageErrors: [
        ...t.pageErrors,
        ...((t as { cspViolations?: string[] }).cspViolations ?? []).map((v) => `CSP violation: ${v}`),
        ...((t as { dialogs?: string[] }).dialogs ?? []).map((d) => `dialog: ${d}`),
      ],
    }
  } finally {
    await t.close().catch(() => undefined)
  }
}
