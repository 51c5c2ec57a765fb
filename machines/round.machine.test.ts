// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise } from 'xstate'
import { ApiError } from '../src/api/errors'
import type { GameInfo } from '../src/api/types'
import { CLOSE_AT_MS, RESTART_DELAY_MS, RETRY_DELAY_MS, nextTick, roundMachine } from './round.machine'
import { formatCountdown } from '../src/features/game/countdown'

const PERIOD = 180_000
const flush = () => new Promise<void>((r) => setTimeout(r, 0))

/**
 * A server whose rounds are a function of its own clock (`serverNow`). `precise` answers diff with
 * fractional seconds, otherwise whole seconds (floored) as a real backend does.
 */
function fakeServer(clock: SimulatedClock, opts: { skew?: number; precise?: boolean; fail?: () => unknown } = {}) {
  const serverNow = () => clock.now() + (opts.skew ?? 0)
  const calls: number[] = []
  const truthMs = () => PERIOD - (serverNow() % PERIOD)
  const getGameinfo = fromPromise<GameInfo, { roomid: number }>(async ({ input }) => {
    calls.push(clock.now())
    const failure = opts.fail?.()
    if (failure) throw failure
    const index = Math.floor(serverNow() / PERIOD)
    const remaining = truthMs() / 1000
    const seconds = opts.precise ? remaining : Math.floor(remaining)
    return {
      room: { id: input.roomid, type: 1, title: 'Standard', minjoin: 0, minbuy: 2000, rates: [1.98] },
      game: { id: index, seqno: String(index), gametype: 1, initmoney: 0 },
      diff: { minute: Math.floor(seconds / 60), second: seconds - Math.floor(seconds / 60) * 60 },
      his: [],
    } as unknown as GameInfo
  })
  return { getGameinfo, calls, truthMs, serverNow }
}

function start(clock: SimulatedClock, server: ReturnType<typeof fakeServer>) {
  const actor = createActor(roundMachine.provide({ actors: { getGameinfo: server.getGameinfo } }), {
    input: { roomid: 1, now: () => clock.now() },
    clock,
  })
  const emitted: string[] = []
  actor.on('*', (e) => void emitted.push(e.type))
  actor.start()
  return { actor, emitted }
}

const state = (actor: { getSnapshot(): { value: unknown } }) => JSON.stringify(actor.getSnapshot().value)

describe('round machine', () => {
  it('open → closed at 60 s → drawing at 0 → reloads 3 s later, and emits each step', async () => {
    const clock = new SimulatedClock()
    clock.set(30_000) // 150 s left in the server's round
    const server = fakeServer(clock)
    const { actor, emitted } = start(clock, server)
    await flush()
    expect(state(actor)).toBe('{"live":{"running":"open"}}')
    expect(actor.getSnapshot().context.remainingMs).toBe(150_000)

    clock.increment(150_000 - CLOSE_AT_MS - 1)
    expect(state(actor)).toBe('{"live":{"running":"open"}}')
    clock.increment(1)
    expect(state(actor)).toBe('{"live":{"running":"closed"}}')
    expect(emitted).toContain('round.closed')

    clock.increment(CLOSE_AT_MS)
    expect(state(actor)).toBe('{"live":"drawing"}')
    expect(emitted).toContain('round.over')
    expect(server.calls).toHaveLength(1)

    clock.increment(RESTART_DELAY_MS - 1)
    expect(server.calls).toHaveLength(1)
    clock.increment(1)
    await flush()
    expect(server.calls).toHaveLength(2)
    expect(state(actor)).toBe('{"live":{"running":"open"}}')
    expect(actor.getSnapshot().context.remainingMs).toBe(PERIOD - RESTART_DELAY_MS)
    expect(emitted.filter((e) => e === 'round.loaded')).toHaveLength(2)
  })

  it('a round loaded inside the last minute starts closed; one loaded at 0 goes straight to drawing', async () => {
    const clock = new SimulatedClock()
    clock.set(PERIOD - 30_000)
    const { actor } = start(clock, fakeServer(clock))
    await flush()
    expect(state(actor)).toBe('{"live":{"running":"closed"}}')

    const clock2 = new SimulatedClock()
    const server2 = fakeServer(clock2, { skew: PERIOD - 400 })
    const { actor: actor2 } = start(clock2, server2)
    await flush()
    expect(state(actor2)).toBe('{"live":"drawing"}')
  })

  it('a hidden page stops ticking and loading; a visible page reloads the room and resyncs', async () => {
    const clock = new SimulatedClock()
    const server = fakeServer(clock, { skew: 10_000 })
    const { actor } = start(clock, server)
    await flush()
    actor.send({ type: 'page.hidden' })
    expect(state(actor)).toBe('"hidden"')
    clock.increment(10 * PERIOD) // ten rounds pass in the background
    expect(server.calls).toHaveLength(1)
    actor.send({ type: 'page.visible' })
    await flush()
    expect(server.calls).toHaveLength(2)
    expect(actor.getSnapshot().context.remainingMs).toBe(server.truthMs())
    expect(actor.getSnapshot().context.info?.game?.seqno).toBe(String(Math.floor(server.serverNow() / PERIOD)))
  })

  it('the countdown stays within 250 ms of the server over a simulated hour: late ticks, hidden spells, no drift', async () => {
    const clock = new SimulatedClock()
    clock.set(1_000)
    const server = fakeServer(clock, { skew: 987_654_321, precise: true })
    const { actor } = start(clock, server)
    await flush()
    let seed = 42
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    let worst = 0
    let checks = 0
    const end = clock.now() + 3_600_000
    while (clock.now() < end) {
      const r = rnd()
      if (r < 0.01) {
        // the tab goes to the background for up to 5 minutes
        actor.send({ type: 'page.hidden' })
        clock.increment(Math.floor(rnd() * 300_000))
        actor.send({ type: 'page.visible' })
      } else {
        // timers arrive late, as in a throttled tab: up to 20 s without any tick
        clock.increment(r < 0.05 ? Math.floor(rnd() * 20_000) : 1 + Math.floor(rnd() * 400))
      }
      await flush()
      const s = actor.getSnapshot()
      if (s.matches({ live: 'running' })) {
        worst = Math.max(worst, Math.abs(s.context.remainingMs - server.truthMs()))
        checks++
        // each increment fires the due tick, so the state follows the clock, not the number of ticks
        const closed = s.matches({ live: { running: 'closed' } })
        if (server.truthMs() < CLOSE_AT_MS - 250) expect(closed).toBe(true)
        if (server.truthMs() > CLOSE_AT_MS + 250) expect(closed).toBe(false)
      }
    }
    expect(checks).toBeGreaterThan(1000)
    expect(worst).toBeLessThanOrEqual(250)
  })

  it("with a precise diff the shown second (mm:ss) changes exactly when the server's does, round after round", async () => {
    const clock = new SimulatedClock()
    clock.set(5_000)
    const server = fakeServer(clock, { skew: 123_456_789, precise: true })
    const { actor } = start(clock, server)
    await flush()
    const shown = () => formatCountdown(actor.getSnapshot().context.remainingMs)
    const truth = () => formatCountdown(server.truthMs())
    let flips = 0
    let previous = shown()
    // 3 ms steps through a round end and most of the next round: the display must match the server's
    for (let ms = 0; ms < PERIOD; ms += 3) {
      clock.increment(3)
      // the reload answers at once (no latency): the server reads its clock when the request is sent
      if (actor.getSnapshot().matches({ live: 'loading' })) await flush()
      const s = actor.getSnapshot()
      if (!s.matches({ live: 'running' })) continue
      if (shown() !== previous) flips++
      previous = shown()
      expect(shown()).toBe(truth())
    }
    expect(flips).toBeGreaterThan(150)
  })

  it('ticks fall on the moments the shown second changes, at the close and at the end, never more than 250 ms apart', () => {
    expect(nextTick(45_678)).toBe(250)
    expect(nextTick(45_100)).toBe(100)
    expect(nextTick(45_000)).toBe(250)
    expect(nextTick(60_120)).toBe(120)
    expect(nextTick(600)).toBe(250)
    expect(nextTick(180)).toBe(180)
    expect(nextTick(0.4)).toBe(1)
  })

  it('whole-second diffs (a real backend) never make the countdown later than the server', async () => {
    const clock = new SimulatedClock()
    clock.set(12_345)
    const server = fakeServer(clock, { skew: 777 })
    const { actor } = start(clock, server)
    for (let i = 0; i < 600; i++) {
      clock.increment(1 + ((i * 7919) % 900))
      await flush()
      const s = actor.getSnapshot()
      if (!s.matches({ live: 'running' })) continue
      const error = s.context.remainingMs - server.truthMs()
      expect(error).toBeLessThanOrEqual(250)
      expect(error).toBeGreaterThan(-1000 - 250)
    }
  })

  it('a load error is reported and retried; the view keeps what it has', async () => {
    const clock = new SimulatedClock()
    let failures = 0
    const server = fakeServer(clock, { fail: () => (failures-- > 0 ? new ApiError('timeout') : null) })
    const { actor, emitted } = start(clock, server)
    await flush()
    failures = 1
    clock.increment(PERIOD)
    clock.increment(RESTART_DELAY_MS)
    await flush()
    expect(state(actor)).toBe('{"live":"failed"}')
    expect(emitted).toContain('round.loadFailed')
    expect(actor.getSnapshot().context.info).not.toBeNull()
    clock.increment(RETRY_DELAY_MS)
    await flush()
    expect(state(actor)).toMatch(/running/)
    expect(server.calls).toHaveLength(3)
  })

  it('a missing room (1057) ends in the missing state without retrying', async () => {
    const clock = new SimulatedClock()
    const server = fakeServer(clock, { fail: () => new ApiError('code', { errCode: 1057 }) })
    const { actor } = start(clock, server)
    await flush()
    expect(state(actor)).toBe('"missing"')
    clock.increment(60_000)
    expect(server.calls).toHaveLength(1)
  })
})
