// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../src/api/errors'
import type { GameLogEntry } from '../src/api/types'
import type { Cents } from '../src/lib/money'
import { CANCEL_CHECK_PAUSES_MS, ownOrdersMachine, type OwnOrdersEmitted } from './own-orders.machine'

const entry = (id: number) => ({ id, value: '0', valuecn: 'Big', rate: 1.98, money: 2000 }) as GameLogEntry

function start(
  impl: { cancel?: (q: { roomid: number; order_id: number }) => Promise<void>; clock?: SimulatedClock; rows?: GameLogEntry[] } = {},
) {
  let orders: Record<string, GameLogEntry[]> = { S1: impl.rows ?? [entry(1), entry(2)], S2: [] }
  const getGamelog = vi.fn(async ({ gameseq }: { roomid: number; gameseq: string; gametype: number }) => orders[gameseq] ?? [])
  const getGamecancel = vi.fn(
    impl.cancel ??
      (async (_q: { roomid: number; order_id: number }) => {
        orders = { ...orders, S1: orders.S1!.slice(1) }
      }),
  )
  const current = vi.fn(async (_q: { roomid: number; gameseq: string; gametype: number }) => ({ award: 3960 as Cents }))
  const actor = createActor(
    ownOrdersMachine.provide({
      actors: {
        getGamelog: fromPromise(({ input }) => getGamelog(input)),
        getGamecancel: fromPromise(({ input }) => getGamecancel(input)),
        current: fromPromise(({ input }) => current(input)),
      },
    }),
    { input: { roomid: 3 }, ...(impl.clock ? { clock: impl.clock } : {}) },
  )
  const emitted: OwnOrdersEmitted[] = []
  actor.on('*', (e) => void emitted.push(e as OwnOrdersEmitted))
  actor.start()
  const setOrders = (rows: GameLogEntry[]) => void (orders = { ...orders, S1: rows })
  return { actor, getGamelog, getGamecancel, current, emitted, setOrders }
}

const idle = (s: { matches: (v: object) => boolean }) => s.matches({ list: 'idle' })

describe('own orders machine', () => {
  it("loads the round's own orders; cancel → getGamecancel → reload, with an event for the alert", async () => {
    const { actor, getGamecancel, getGamelog, emitted } = start()
    actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
    await waitFor(actor, idle)
    expect(actor.getSnapshot().context.orders.map((o) => o.id)).toEqual([1, 2])
    actor.send({ type: 'orders.cancel', id: 1 })
    await waitFor(actor, (s) => idle(s) && s.context.orders.length === 1)
    expect(getGamecancel).toHaveBeenCalledWith({ roomid: 3, order_id: 1 })
    expect(getGamelog).toHaveBeenCalledTimes(2)
    // the room's own orders: rooms of one game type share its rounds
    expect(getGamelog).toHaveBeenLastCalledWith({ roomid: 3, gameseq: 'S1', gametype: 1 })
    expect(emitted).toContainEqual({ type: 'orders.cancelled', id: 1 })
  })

  it('cancel is blocked when the round is closed (1020)', async () => {
    const { actor, getGamecancel, emitted } = start()
    actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'orders.closed' })
    actor.send({ type: 'orders.cancel', id: 1 })
    expect(getGamecancel).not.toHaveBeenCalled()
    expect(emitted).toEqual([{ type: 'orders.closedProblem' }])
  })

  it('a refused cancel (2003) is reported and the list reloaded', async () => {
    const { actor, emitted, getGamelog } = start({
      cancel: async () => {
        throw new ApiError('code', { errCode: 2003 })
      },
    })
    actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'orders.cancel', id: 2 })
    await waitFor(actor, (s) => idle(s) && getGamelog.mock.calls.length === 2)
    const failed = emitted.find((e) => e.type === 'orders.cancelFailed')
    expect(failed && 'error' in failed && (failed.error as ApiError).errCode).toBe(2003)
  })

  it('after a round the user played, the next round asks `current` for its award', async () => {
    const { actor, current } = start()
    actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'orders.round', gameseq: 'S2', gametype: 1 })
    await waitFor(actor, (s) => s.matches({ award: 'done' }))
    expect(current).toHaveBeenCalledWith({ roomid: 3, gameseq: 'S1', gametype: 1 })
    expect(actor.getSnapshot().context.award).toEqual({ seqno: 'S1', award: 3960 })
    // a round without orders does not ask again
    actor.send({ type: 'orders.round', gameseq: 'S3', gametype: 1 })
    await waitFor(actor, idle)
    expect(current).toHaveBeenCalledTimes(1)
  })

  it('`current` failing keeps the played round, marked failed (its outcome unknown, never a loss), and is not asked again', async () => {
    const { actor, current } = start()
    current.mockRejectedValueOnce(new ApiError('timeout'))
    actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'orders.round', gameseq: 'S2', gametype: 1 })
    await waitFor(actor, (s) => s.matches({ award: 'done' }))
    expect(actor.getSnapshot().context.award).toEqual({ seqno: 'S1', award: null, failed: true })
    actor.send({ type: 'orders.round', gameseq: 'S3', gametype: 1 })
    await waitFor(actor, idle)
    expect(current).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches({ award: 'idle' })).toBe(true)
  })

  it('a failed load keeps the error in context until `orders.reload` succeeds', async () => {
    const { actor, getGamelog } = start()
    getGamelog.mockRejectedValueOnce(new ApiError('timeout'))
    actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
    await waitFor(actor, (s) => idle(s) && s.context.error !== null)
    expect(actor.getSnapshot().context.orders).toEqual([])
    actor.send({ type: 'orders.reload' })
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true)
    await waitFor(actor, (s) => idle(s) && s.context.error === null)
    expect(actor.getSnapshot().context.orders.map((o) => o.id)).toEqual([1, 2])
  })

  it('a cancel the server took leaves the list at once, even when the read after it fails (the error kept)', async () => {
    const { actor, getGamelog, emitted } = start()
    actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
    await waitFor(actor, idle)
    getGamelog.mockRejectedValueOnce(new ApiError('timeout'))
    actor.send({ type: 'orders.cancel', id: 1 })
    await waitFor(actor, (s) => idle(s) && s.context.error !== null)
    expect(emitted).toContainEqual({ type: 'orders.cancelled', id: 1 })
    expect(actor.getSnapshot().context.orders.map((o) => o.id)).toEqual([2])
  })

  it('`orders.reload` during a load starts it over: the older answer (from before an order landed) is not shown', async () => {
    const { actor, getGamelog } = start()
    actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
    await waitFor(actor, idle)
    let answerOld!: (rows: GameLogEntry[]) => void
    getGamelog.mockImplementationOnce(() => new Promise((r) => (answerOld = r)))
    getGamelog.mockImplementationOnce(async () => [entry(1), entry(2), entry(3)])
    actor.send({ type: 'orders.reload' })
    // An order is placed while that load is on its way: the room asks for the list again.
    actor.send({ type: 'orders.reload' })
    await waitFor(actor, (s) => idle(s) && s.context.orders.length === 3)
    answerOld([entry(1)])
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.orders.map((o) => o.id)).toEqual([1, 2, 3])
  })

  it('a cancel asked for while the list is being read is sent at once, and the list read again after it', async () => {
    const { actor, getGamelog, getGamecancel, emitted } = start()
    actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
    await waitFor(actor, idle)
    getGamelog.mockImplementationOnce(() => new Promise(() => {}))
    actor.send({ type: 'orders.reload' })
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true)
    actor.send({ type: 'orders.cancel', id: 1 })
    expect(getGamecancel).toHaveBeenCalledWith({ roomid: 3, order_id: 1 })
    await waitFor(actor, (s) => idle(s) && s.context.orders.length === 1)
    expect(emitted).toContainEqual({ type: 'orders.cancelled', id: 1 })
  })

  it('a cancel asked for while the list is being read in a closed round is refused with 1020', async () => {
    const { actor, getGamelog, getGamecancel, emitted } = start()
    actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
    await waitFor(actor, idle)
    actor.send({ type: 'orders.closed' })
    getGamelog.mockImplementationOnce(() => new Promise(() => {}))
    actor.send({ type: 'orders.reload' })
    actor.send({ type: 'orders.cancel', id: 1 })
    expect(getGamecancel).not.toHaveBeenCalled()
    expect(emitted).toEqual([{ type: 'orders.closedProblem' }])
  })

  describe('a cancel whose answer is lost: checked against the list, never reported as failed', () => {
    const settle = async () => {
      for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0))
    }
    async function lostCancel(processedAtCheck: number | null) {
      const clock = new SimulatedClock()
      const started = start({
        clock,
        cancel: async () => {
          throw new ApiError('timeout')
        },
      })
      started.actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
      await waitFor(started.actor, idle)
      const loadsBefore = started.getGamelog.mock.calls.length
      started.getGamelog.mockImplementation(async () => {
        const check = started.getGamelog.mock.calls.length - loadsBefore
        return processedAtCheck !== null && check >= processedAtCheck ? [entry(2)] : [entry(1), entry(2)]
      })
      started.actor.send({ type: 'orders.cancel', id: 1 })
      await settle()
      const advance = async (ms: number) => {
        clock.increment(ms)
        await settle()
      }
      return { ...started, advance }
    }

    it('the server cancels late (seen at the second check): reported cancelled, with the list updated', async () => {
      const { actor, emitted, advance, getGamecancel } = await lostCancel(2)
      expect(emitted.map((e) => e.type)).toEqual(['orders.checking'])
      await advance(CANCEL_CHECK_PAUSES_MS[0])
      expect(emitted.at(-1)).toEqual({ type: 'orders.cancelled', id: 1, late: true })
      expect(actor.getSnapshot().context.orders.map((o) => o.id)).toEqual([2])
      expect(getGamecancel).toHaveBeenCalledTimes(1)
      expect(emitted.map((e) => e.type)).not.toContain('orders.cancelFailed')
    })

    it('never processed: unconfirmed after the last check (~10 s), the order still listed, nothing resent', async () => {
      const { actor, emitted, advance, getGamecancel } = await lostCancel(null)
      for (const pause of CANCEL_CHECK_PAUSES_MS) await advance(pause)
      expect(emitted.filter((e) => e.type === 'orders.checking')).toHaveLength(CANCEL_CHECK_PAUSES_MS.length + 1)
      expect(emitted.at(-1)).toEqual({ type: 'orders.cancelUnconfirmed' })
      expect(idle(actor.getSnapshot())).toBe(true)
      expect(actor.getSnapshot().context.orders.map((o) => o.id)).toEqual([1, 2])
      expect(getGamecancel).toHaveBeenCalledTimes(1)
    })

    it('another cancel while one is being checked is refused with a reason, never sent nor dropped; after the checks it goes', async () => {
      const { actor, emitted, advance, getGamecancel } = await lostCancel(null)
      expect(actor.getSnapshot().matches({ list: 'cancelInDoubt' })).toBe(true)
      actor.send({ type: 'orders.cancel', id: 2 })
      // the same order again too: sent again, a cancel in doubt could go twice
      actor.send({ type: 'orders.cancel', id: 1 })
      expect(emitted.filter((e) => e.type === 'orders.cancelBusy')).toEqual([
        { type: 'orders.cancelBusy', pending: 1 },
        { type: 'orders.cancelBusy', pending: 1 },
      ])
      expect(getGamecancel).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().context.cancellingId).toBe(1)
      for (const pause of CANCEL_CHECK_PAUSES_MS) await advance(pause)
      expect(emitted.at(-1)).toEqual({ type: 'orders.cancelUnconfirmed' })
      getGamecancel.mockImplementation(async () => {})
      actor.send({ type: 'orders.cancel', id: 2 })
      await settle()
      expect(getGamecancel).toHaveBeenLastCalledWith({ roomid: 3, order_id: 2 })
      expect(emitted.at(-1)).toEqual({ type: 'orders.cancelled', id: 2 })
    })

    it('a reload asked for during the checks (an order placed meanwhile) is not dropped: the list is read once they are done', async () => {
      const { actor, emitted, advance, getGamelog, setOrders } = await lostCancel(null)
      const reads = getGamelog.mock.calls.length
      // the checks' reads fail from now on; an order lands on the server and the room asks for the list
      getGamelog.mockImplementation(async () => {
        throw new ApiError('network')
      })
      setOrders([entry(1), entry(2), entry(3)])
      actor.send({ type: 'orders.reload' })
      expect(actor.getSnapshot().matches({ list: 'cancelInDoubt' })).toBe(true)
      for (const pause of CANCEL_CHECK_PAUSES_MS.slice(0, -1)) await advance(pause)
      // the last check fails too; the read after it answers
      getGamelog.mockRejectedValueOnce(new ApiError('network'))
      getGamelog.mockImplementation(async () => [entry(1), entry(2), entry(3)])
      await advance(CANCEL_CHECK_PAUSES_MS.at(-1)!)
      expect(emitted.filter((e) => e.type === 'orders.cancelUnconfirmed')).toHaveLength(1)
      expect(getGamelog.mock.calls.length - reads).toBe(CANCEL_CHECK_PAUSES_MS.length + 1)
      expect(idle(actor.getSnapshot())).toBe(true)
      expect(actor.getSnapshot().context.orders.map((o) => o.id)).toEqual([1, 2, 3])
    })

    it('a reload asked for while the last check is on its way: that check may predate the order, the list is read after it', async () => {
      const { actor, emitted, advance, getGamelog } = await lostCancel(null)
      for (const pause of CANCEL_CHECK_PAUSES_MS.slice(0, -1)) await advance(pause)
      let answerCheck!: (rows: GameLogEntry[]) => void
      getGamelog.mockImplementationOnce(() => new Promise((r) => (answerCheck = r)))
      getGamelog.mockImplementation(async () => [entry(1), entry(2), entry(3)])
      await advance(CANCEL_CHECK_PAUSES_MS.at(-1)!)
      actor.send({ type: 'orders.reload' })
      // read by the server before the order landed
      answerCheck([entry(1), entry(2)])
      await waitFor(actor, (s) => idle(s) && s.context.orders.length === 3, { timeout: 1000 })
      expect(emitted.filter((e) => e.type === 'orders.cancelUnconfirmed')).toHaveLength(1)
    })

    it('a reload asked for while the cancel is on its way: the list is read after its answer, once', async () => {
      const started = start()
      let answer!: () => void
      started.getGamecancel.mockImplementationOnce(() => new Promise<void>((r) => (answer = r)))
      started.actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
      await waitFor(started.actor, idle)
      const reads = started.getGamelog.mock.calls.length
      started.actor.send({ type: 'orders.cancel', id: 1 })
      started.actor.send({ type: 'orders.reload' })
      expect(started.getGamelog).toHaveBeenCalledTimes(reads)
      answer()
      await waitFor(started.actor, idle)
      await new Promise((r) => setTimeout(r, 0))
      expect(started.getGamelog).toHaveBeenCalledTimes(reads + 1)
    })

    it('a cancel while the first is still on its way is refused with a reason, not sent', async () => {
      const started = start()
      let answer!: () => void
      started.getGamecancel.mockImplementationOnce(() => new Promise<void>((r) => (answer = r)))
      started.actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
      await waitFor(started.actor, idle)
      started.actor.send({ type: 'orders.cancel', id: 1 })
      started.actor.send({ type: 'orders.cancel', id: 2 })
      expect(started.emitted).toEqual([{ type: 'orders.cancelBusy', pending: 1 }])
      expect(started.getGamecancel).toHaveBeenCalledTimes(1)
      answer()
      await waitFor(started.actor, idle)
      expect(started.emitted.at(-1)).toEqual({ type: 'orders.cancelled', id: 1 })
    })

    it('a new round while the cancel is checked: the checks go on against its own round, then the new round is read', async () => {
      const { actor, emitted, advance, getGamelog } = await lostCancel(3)
      await advance(CANCEL_CHECK_PAUSES_MS[0])
      const reads = getGamelog.mock.calls.length
      getGamelog.mockImplementation(async ({ gameseq }) => {
        const check = getGamelog.mock.calls.filter(([q]) => q.gameseq === 'S1').length
        return gameseq === 'S1' ? (check >= 3 ? [entry(2)] : [entry(1), entry(2)]) : [entry(7)]
      })
      actor.send({ type: 'orders.clear' })
      actor.send({ type: 'orders.round', gameseq: 'S2', gametype: 1 })
      expect(actor.getSnapshot().matches({ list: 'cancelInDoubt' })).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({ gameseq: 'S2', closed: false, cancellingId: 1 })
      await advance(CANCEL_CHECK_PAUSES_MS[1])
      expect(getGamelog.mock.calls.slice(reads, reads + 1)).toEqual([[{ roomid: 3, gameseq: 'S1', gametype: 1 }]])
      expect(emitted.filter((e) => e.type === 'orders.cancelled')).toEqual([{ type: 'orders.cancelled', id: 1, late: true }])
      // the old round's rows never stand for the new round's list: that is read after the checks
      await waitFor(actor, (s) => idle(s) && s.context.orders.length === 1)
      expect(actor.getSnapshot().context.orders.map((o) => o.id)).toEqual([7])
      expect(getGamelog).toHaveBeenLastCalledWith({ roomid: 3, gameseq: 'S2', gametype: 1 })
    })

    it('a new round while the cancel is checked, never proven: unconfirmed after its last check, not dropped', async () => {
      const { actor, emitted, advance, getGamelog } = await lostCancel(null)
      actor.send({ type: 'orders.round', gameseq: 'S2', gametype: 1 })
      for (const pause of CANCEL_CHECK_PAUSES_MS) await advance(pause)
      expect(emitted.filter((e) => e.type === 'orders.checking')).toHaveLength(CANCEL_CHECK_PAUSES_MS.length + 1)
      expect(emitted.at(-1)).toEqual({ type: 'orders.cancelUnconfirmed' })
      expect(getGamelog).toHaveBeenLastCalledWith({ roomid: 3, gameseq: 'S2', gametype: 1 })
      expect(idle(actor.getSnapshot())).toBe(true)
    })

    it('the same round loaded again while the cancel is checked (a page shown again): the checks go on', async () => {
      const { actor, emitted, advance } = await lostCancel(2)
      actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
      expect(actor.getSnapshot().matches({ list: 'cancelInDoubt' })).toBe(true)
      await advance(CANCEL_CHECK_PAUSES_MS[0])
      expect(emitted.at(-1)).toEqual({ type: 'orders.cancelled', id: 1, late: true })
      await waitFor(actor, idle)
      expect(actor.getSnapshot().context.orders.map((o) => o.id)).toEqual([2])
    })

    it('a new round while the cancel is on its way: its answer is still taken, then the new round is read', async () => {
      const started = start()
      let answer!: () => void
      started.getGamecancel.mockImplementationOnce(() => new Promise<void>((r) => (answer = r)))
      started.actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
      await waitFor(started.actor, idle)
      started.actor.send({ type: 'orders.cancel', id: 1 })
      started.actor.send({ type: 'orders.round', gameseq: 'S2', gametype: 1 })
      expect(started.actor.getSnapshot().matches({ list: 'cancelling' })).toBe(true)
      answer()
      await waitFor(started.actor, (s) => idle(s) && started.getGamelog.mock.calls.length === 2)
      expect(started.emitted).toContainEqual({ type: 'orders.cancelled', id: 1 })
      expect(started.getGamelog).toHaveBeenLastCalledWith({ roomid: 3, gameseq: 'S2', gametype: 1 })
    })

    it('an order of several entries (rows share order_id): gone only when none of its rows is listed', async () => {
      const grouped = [
        { ...entry(901), order_id: 55 },
        { ...entry(902), order_id: 55 },
        { ...entry(903), order_id: 56 },
      ] as GameLogEntry[]
      const { actor, getGamecancel, emitted, setOrders } = start({ rows: grouped, cancel: async () => setOrders(grouped.slice(2)) })
      actor.send({ type: 'orders.round', gameseq: 'S1', gametype: 1 })
      await waitFor(actor, idle)
      actor.send({ type: 'orders.cancel', id: 55 })
      await waitFor(actor, (s) => idle(s) && s.context.orders.length === 1)
      expect(getGamecancel).toHaveBeenCalledWith({ roomid: 3, order_id: 55 })
      expect(emitted).toContainEqual({ type: 'orders.cancelled', id: 55 })
    })
  })
})
