// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { ResultHistory } from '../src/api/types'
import { drawRevealMachine, REVEAL_HOLD_MS, REVEAL_PARTS, REVEAL_STEP_MS } from './draw-reveal.machine'

const result = (seqno: string, num1 = 3, num2 = 5, num3 = 7): ResultHistory =>
  ({ seqno, num1, num2, num3, sum: num1 + num2 + num3, resultcn: '' }) as ResultHistory

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(drawRevealMachine, { clock }).start()
  const view = () => {
    const s = actor.getSnapshot()
    return { state: s.value, seqno: s.context.result?.seqno ?? null, shown: s.context.shown }
  }
  return { actor, clock, view }
}

describe('draw reveal machine', () => {
  it('shows the first digit at once, one more part per step, holds the whole result lit, then keeps it until cleared', () => {
    const { actor, clock, view } = start()
    expect(view()).toEqual({ state: 'idle', seqno: null, shown: 0 })
    actor.send({ type: 'reveal.show', result: result('1234') })
    expect(view()).toEqual({ state: 'revealing', seqno: '1234', shown: 1 })
    clock.increment(REVEAL_STEP_MS - 1)
    expect(view().shown).toBe(1)
    clock.increment(1)
    expect(view().shown).toBe(2)
    clock.increment(REVEAL_STEP_MS)
    expect(view()).toEqual({ state: 'revealing', seqno: '1234', shown: 3 })
    clock.increment(REVEAL_STEP_MS)
    expect(view()).toEqual({ state: 'held', seqno: '1234', shown: REVEAL_PARTS })
    clock.increment(REVEAL_HOLD_MS - 1)
    expect(view().state).toBe('held')
    clock.increment(1)
    expect(view()).toEqual({ state: 'done', seqno: '1234', shown: REVEAL_PARTS })
    actor.send({ type: 'reveal.clear' })
    expect(view()).toEqual({ state: 'idle', seqno: null, shown: 0 })
  })

  it('everything is shown in under 2 s', () => {
    expect((REVEAL_PARTS - 1) * REVEAL_STEP_MS).toBeLessThan(2_000)
  })

  it('a new result restarts the reveal; the old timers are gone', () => {
    const { actor, clock, view } = start()
    actor.send({ type: 'reveal.show', result: result('1') })
    clock.increment(REVEAL_STEP_MS * 2)
    actor.send({ type: 'reveal.show', result: result('2') })
    expect(view()).toEqual({ state: 'revealing', seqno: '2', shown: 1 })
    clock.increment(REVEAL_STEP_MS)
    expect(view().shown).toBe(2)
    clock.increment(REVEAL_STEP_MS)
    clock.increment(REVEAL_STEP_MS)
    expect(view().state).toBe('held')
    clock.increment(REVEAL_HOLD_MS)
    expect(view()).toEqual({ state: 'done', seqno: '2', shown: REVEAL_PARTS })
  })

  it('clear stops it at any point, and nothing fires afterwards', () => {
    const { actor, clock, view } = start()
    actor.send({ type: 'reveal.show', result: result('1') })
    clock.increment(REVEAL_STEP_MS)
    actor.send({ type: 'reveal.clear' })
    expect(view()).toEqual({ state: 'idle', seqno: null, shown: 0 })
    clock.increment(REVEAL_HOLD_MS * 2)
    expect(view()).toEqual({ state: 'idle', seqno: null, shown: 0 })
  })

  it('stopping it leaves no timer behind', () => {
    const { actor, clock } = start()
    actor.send({ type: 'reveal.show', result: result('1') })
    actor.stop()
    expect(() => clock.increment(REVEAL_HOLD_MS * 2)).not.toThrow()
    expect(actor.getSnapshot().status).toBe('stopped')
  })
})
