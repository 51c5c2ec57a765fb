// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock, createActor, fromPromise } from 'xstate'
import type { VorderQuery } from '../src/api/game-orders'
import type { VorderRow } from '../src/api/types'
import { isStale, LIVE_POLL_MS, LIVE_REVEAL_MS, liveOrdersMachine } from './live-orders.machine'

const flush = () => new Promise<void>((r) => setTimeout(r, 0))
const row = (id: number) => ({ id, username: `u***${id}`, seqno: 'S1', value: String(id % 11), valuecn: '', money: 2000 }) as VorderRow

/** A backend whose list grows: `rows` newest first, as the API answers. */
function start() {
  const clock = new SimulatedClock()
  let rows: VorderRow[] = [row(2), row(1)]
  const getVorder = vi.fn(async (_q: VorderQuery) => rows)
  const actor = createActor(liveOrdersMachine.provide({ actors: { getVorder: fromPromise(({ input }) => getVorder(input)) } }), {
    input: { roomid: 3 },
    clock,
  }).start()
  const add = (...ids: number[]) => void (rows = [...ids.reverse().map(row), ...rows])
  const shownIds = () => actor.getSnapshot().context.shown.map((r) => r.id)
  return { clock, actor, getVorder, add, shownIds }
}

describe('live orders machine', () => {
  it('first fetch (isfirst 1) shows its rows at once; polls every 10 s (isfirst 0)', async () => {
    const { clock, actor, getVorder, shownIds } = start()
    actor.send({ type: 'live.round', gameseq: 'S1', gametype: 1 })
    await flush()
    expect(getVorder).toHaveBeenLastCalledWith({ roomid: 3, gameseq: 'S1', isfirst: 1, gametype: 1 })
    expect(shownIds()).toEqual([2, 1])
    clock.increment(LIVE_POLL_MS - 1)
    expect(getVorder).toHaveBeenCalledTimes(1)
    clock.increment(1)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(2)
    expect(getVorder).toHaveBeenLastCalledWith({ roomid: 3, gameseq: 'S1', isfirst: 0, gametype: 1 })
    clock.increment(LIVE_POLL_MS)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(3)
  })

  it('reveals new rows one every 3 s, oldest first, without duplicates', async () => {
    const { clock, actor, add, shownIds } = start()
    actor.send({ type: 'live.round', gameseq: 'S1', gametype: 1 })
    await flush()
    add(3, 4, 5)
    clock.increment(LIVE_POLL_MS)
    await flush()
    expect(actor.getSnapshot().context.queue.map((r) => r.id)).toEqual([3, 4, 5])
    expect(shownIds()).toEqual([2, 1])
    clock.increment(LIVE_REVEAL_MS - 1)
    expect(shownIds()).toEqual([2, 1])
    clock.increment(1)
    expect(shownIds()).toEqual([3, 2, 1])
    clock.increment(LIVE_REVEAL_MS)
    expect(shownIds()).toEqual([4, 3, 2, 1])
    clock.increment(LIVE_REVEAL_MS)
    expect(shownIds()).toEqual([5, 4, 3, 2, 1])
    clock.increment(LIVE_REVEAL_MS) // the 10 s poll brings nothing new
    await flush()
    clock.increment(LIVE_REVEAL_MS * 3)
    expect(shownIds()).toEqual([5, 4, 3, 2, 1])
  })

  it('stops polling when the round closes; a new round starts over', async () => {
    const { clock, actor, getVorder, shownIds } = start()
    actor.send({ type: 'live.round', gameseq: 'S1', gametype: 1 })
    await flush()
    actor.send({ type: 'live.closed' })
    clock.increment(LIVE_POLL_MS * 5)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(1)
    actor.send({ type: 'live.round', gameseq: 'S2', gametype: 1 })
    expect(shownIds()).toEqual([])
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(2)
    expect(getVorder).toHaveBeenLastCalledWith({ roomid: 3, gameseq: 'S2', isfirst: 1, gametype: 1 })
  })

  it('pauses polling and revealing while the page is hidden, resumes with a fetch when visible', async () => {
    const { clock, actor, getVorder, add, shownIds } = start()
    actor.send({ type: 'live.round', gameseq: 'S1', gametype: 1 })
    await flush()
    add(3, 4)
    clock.increment(LIVE_POLL_MS)
    await flush()
    actor.send({ type: 'page.hidden' })
    clock.increment(LIVE_POLL_MS * 6)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(2)
    expect(shownIds()).toEqual([2, 1])
    actor.send({ type: 'page.visible' })
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(3)
    clock.increment(LIVE_REVEAL_MS)
    expect(shownIds()).toEqual([3, 2, 1])
  })

  it('a closed round stays closed across a hidden spell (no poll on return)', async () => {
    const { clock, actor, getVorder } = start()
    actor.send({ type: 'live.round', gameseq: 'S1', gametype: 1 })
    await flush()
    actor.send({ type: 'live.closed' })
    actor.send({ type: 'page.hidden' })
    actor.send({ type: 'page.visible' })
    clock.increment(LIVE_POLL_MS * 2)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(1)
  })

  it('a failed first fetch keeps its error (no rows) until `live.retry` asks again; a failed poll later keeps the rows', async () => {
    const { clock, actor, getVorder, shownIds } = start()
    getVorder.mockRejectedValueOnce(new Error('timeout'))
    actor.send({ type: 'live.retry' }) // before any round: nothing to retry
    actor.send({ type: 'live.round', gameseq: 'S1', gametype: 1 })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ fetched: false, error: expect.any(Error), shown: [] })
    actor.send({ type: 'live.retry' })
    expect(actor.getSnapshot().context.error).toBeNull() // loading again
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(2)
    expect(getVorder).toHaveBeenLastCalledWith({ roomid: 3, gameseq: 'S1', isfirst: 1, gametype: 1 })
    expect(shownIds()).toEqual([2, 1])
    // a retry after success does nothing; a failed poll leaves the rows and is not offered for retry
    actor.send({ type: 'live.retry' })
    expect(getVorder).toHaveBeenCalledTimes(2)
    getVorder.mockRejectedValueOnce(new Error('timeout'))
    clock.increment(LIVE_POLL_MS)
    await flush()
    expect(shownIds()).toEqual([2, 1])
    actor.send({ type: 'live.retry' })
    expect(getVorder).toHaveBeenCalledTimes(3)
  })

  it('a failed poll leaves the rows shown but stale while the polls go on; the next answer clears it', async () => {
    const { clock, actor, getVorder, add, shownIds } = start()
    actor.send({ type: 'live.round', gameseq: 'S1', gametype: 1 })
    await flush()
    expect(isStale(actor.getSnapshot().context)).toBe(false)
    getVorder.mockRejectedValueOnce(new Error('http 500'))
    getVorder.mockRejectedValueOnce(new Error('http 500'))
    for (let i = 0; i < 2; i++) {
      clock.increment(LIVE_POLL_MS)
      await flush()
      expect(isStale(actor.getSnapshot().context)).toBe(true)
      expect(shownIds()).toEqual([2, 1])
    }
    add(3)
    clock.increment(LIVE_POLL_MS)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(4)
    expect(isStale(actor.getSnapshot().context)).toBe(false)
    expect(actor.getSnapshot().context.queue.map((r) => r.id)).toEqual([3])
  })

  it('a poll that failed before the close is tried again in the closed round until one answers, then polling stops', async () => {
    const { clock, actor, getVorder, add, shownIds } = start()
    actor.send({ type: 'live.round', gameseq: 'S1', gametype: 1 })
    await flush()
    getVorder.mockRejectedValueOnce(new Error('http 500'))
    getVorder.mockRejectedValueOnce(new Error('http 500'))
    clock.increment(LIVE_POLL_MS)
    await flush()
    // an order placed just before the close, which the failed poll missed
    add(3)
    actor.send({ type: 'live.closed' })
    expect(isStale(actor.getSnapshot().context)).toBe(true)
    clock.increment(LIVE_POLL_MS)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(3)
    expect(isStale(actor.getSnapshot().context)).toBe(true)
    clock.increment(LIVE_POLL_MS)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(4)
    expect(isStale(actor.getSnapshot().context)).toBe(false)
    clock.increment(LIVE_REVEAL_MS)
    expect(shownIds()).toEqual([3, 2, 1])
    clock.increment(LIVE_POLL_MS * 3)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(4)
  })

  it('a retry works once in a closed round too (its orders stay listed), without restarting the polls', async () => {
    const { clock, actor, getVorder, shownIds } = start()
    getVorder.mockRejectedValueOnce(new Error('http'))
    actor.send({ type: 'live.round', gameseq: 'S1', gametype: 1 })
    await flush()
    actor.send({ type: 'live.closed' })
    actor.send({ type: 'live.retry' })
    await flush()
    expect(shownIds()).toEqual([2, 1])
    clock.increment(LIVE_POLL_MS * 3)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(2)
  })

  it("a room opened in the closing window (loaded, then closed at once) still shows the round's orders, then stops", async () => {
    const { clock, actor, getVorder, shownIds } = start()
    actor.send({ type: 'live.round', gameseq: 'S1', gametype: 1 })
    actor.send({ type: 'live.closed' })
    await flush()
    expect(shownIds()).toEqual([2, 1])
    expect(actor.getSnapshot().context.fetched).toBe(true)
    clock.increment(LIVE_POLL_MS * 3)
    await flush()
    expect(getVorder).toHaveBeenCalledTimes(1)
  })
})
