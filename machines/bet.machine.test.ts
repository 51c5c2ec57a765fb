// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../src/api/errors'
import type { OrderBody, VorderQuery } from '../src/api/game-orders'
import type { VorderRow } from '../src/api/types'
import type { Cents } from '../src/lib/money'
import { ORDER_CHECK_PAUSES_MS, betMachine, orderTotal, type BetEmitted, type BetRound } from './bet.machine'
import { checkBuy, orderLanded, parseStake, toggleOption, type BetProblem } from '../src/lib/bet-rules'

const c = (n: number) => n as Cents
const ROUND: BetRound = {
  roomid: 1,
  gameid: 77,
  seqno: '202601150201',
  rates: [1.98, 1.98, 1.98, 1.98, 4.2, 3.7, 3.7, 4.2, 15, 15, 50],
  minbuy: c(5000),
}
const row = (order_id: number, value: string, money: number) =>
  ({ order_id, value, money, username: '', seqno: '', valuecn: '' }) as unknown as VorderRow

describe('bet rules, table-driven', () => {
  it.each([
    ['1,000', { text: '1000', cents: 100000 }],
    [' 20 ', { text: '20', cents: 2000 }],
    ['', { text: '', cents: null }],
    ['007', { text: '7', cents: 700 }],
    ['12.5', null],
    ['-20', null],
    ['0', null],
    ['abc', null],
    ['1e3', null],
  ])('amount %j → %j', (text, expected) => {
    expect(parseStake(text, 'en-US')).toEqual(expected)
  })

  it.each<[string, Parameters<typeof checkBuy>[0], BetProblem | null]>([
    ['nothing selected', { selected: [], amount: c(100000), minbuy: c(0), balance: c(1e9) }, { code: 'pleaseSelect' }],
    ['nothing selected beats a bad amount', { selected: [], amount: c(100), minbuy: c(0), balance: c(0) }, { code: 'pleaseSelect' }],
    ['no amount', { selected: [1], amount: null, minbuy: c(0), balance: c(1e9) }, { code: 'inputCorrect' }],
    ['19 is below 20 (1024)', { selected: [1], amount: c(1900), minbuy: c(0), balance: c(1e9) }, { code: 'minBet' }],
    ['1024 beats minbuy and balance', { selected: [1], amount: c(1900), minbuy: c(1e6), balance: c(0) }, { code: 'minBet' }],
    [
      '2 x 20 below minbuy 50',
      { selected: [1, 2], amount: c(2000), minbuy: c(5000), balance: c(1e9) },
      { code: 'orderNum', minbuy: c(5000) },
    ],
    ['minbuy beats balance', { selected: [1], amount: c(2000), minbuy: c(5000), balance: c(0) }, { code: 'orderNum', minbuy: c(5000) }],
    ['3 x 20 reaches minbuy 50', { selected: [1, 2, 3], amount: c(2000), minbuy: c(5000), balance: c(1e9) }, null],
    ['total above balance', { selected: [1, 2], amount: c(3000), minbuy: c(0), balance: c(5999) }, { code: 'noEnoughMoney' }],
    ['total equal to balance', { selected: [1, 2], amount: c(3000), minbuy: c(0), balance: c(6000) }, null],
  ])('%s', (_, input, expected) => {
    expect(checkBuy(input)).toEqual(expected)
  })

  it('at most 9 options; a selected option toggles off even at 9', () => {
    const nine = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    expect(toggleOption(nine, 9)).toEqual({ code: 'overSelected' })
    expect(toggleOption(nine, 4)).toEqual([0, 1, 2, 3, 5, 6, 7, 8])
    expect(toggleOption([3], 1)).toEqual([1, 3])
  })

  it('an order landed when fresh rows carry every entry', () => {
    const entries = [
      [0, 1.98, c(2000)],
      [3, 1.98, c(2000)],
    ] as const
    expect(orderLanded([row(1, '0', 2000), row(5, '0', 2000), row(6, '3', 2000)], [1], entries)).toBe(true)
    expect(orderLanded([row(1, '0', 2000), row(6, '3', 2000)], [1], entries)).toBe(false)
    expect(
      orderLanded(
        [row(5, '0', 2000)],
        [],
        [
          [0, 1.98, c(2000)],
          [0, 1.98, c(2000)],
        ],
      ),
    ).toBe(false)
  })
})

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

function start(
  impl: { order?: (b: OrderBody) => Promise<{ order_id: number | undefined }>; getVorder?: (q: VorderQuery) => Promise<VorderRow[]> } = {},
  clock?: SimulatedClock,
) {
  const order = vi.fn(impl.order ?? (async () => ({ order_id: 9 })))
  const getVorder = vi.fn(impl.getVorder ?? (async () => [] as VorderRow[]))
  const actor = createActor(
    betMachine.provide({
      actors: {
        order: fromPromise(({ input }) => order(input)),
        getVorder: fromPromise(({ input }) => getVorder(input)),
      },
    }),
    clock ? { clock } : {},
  )
  const emitted: BetEmitted[] = []
  actor.on('*', (e) => void emitted.push(e as BetEmitted))
  actor.start()
  actor.send({ type: 'bet.round', round: ROUND })
  actor.send({ type: 'bet.balance', balance: c(1_000_000) })
  return { actor, order, getVorder, emitted }
}

const problems = (emitted: BetEmitted[]) => emitted.flatMap((e) => (e.type === 'bet.problem' ? [e.problem.code] : []))

function fillSlip(actor: ReturnType<typeof start>['actor'], options = [0, 3], amount = '1,000') {
  for (const i of options) actor.send({ type: 'bet.toggle', index: i })
  actor.send({ type: 'bet.amount', text: amount, locale: 'en-US' })
}

describe('bet machine', () => {
  it('Buy → popup with the selections, odds and amount → Confirm sends order_info triples → cleared, placed', async () => {
    const { actor, order, emitted } = start()
    fillSlip(actor)
    actor.send({ type: 'bet.buy' })
    expect(actor.getSnapshot().matches('confirming')).toBe(true)
    const pending = actor.getSnapshot().context.pending!
    expect(pending).toEqual({
      gameid: 77,
      roomid: 1,
      order_info: [
        [0, 1.98, 100000],
        [3, 1.98, 100000],
      ],
    })
    expect(orderTotal(pending)).toBe(200000)
    actor.send({ type: 'bet.confirm' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(order).toHaveBeenCalledTimes(1)
    expect(order).toHaveBeenCalledWith(pending)
    expect(actor.getSnapshot().context).toMatchObject({ selected: [], amountText: '', amount: null, pending: null })
    expect(emitted).toContainEqual({ type: 'bet.placed', reconciled: false })
  })

  it('rejects a bad amount as typed (inputCorrect) and keeps the previous one', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'bet.amount', text: '25', locale: 'en-US' })
    actor.send({ type: 'bet.amount', text: '25.5', locale: 'en-US' })
    expect(actor.getSnapshot().context.amountText).toBe('25')
    expect(problems(emitted)).toEqual(['inputCorrect'])
  })

  it('a tenth option is refused with overSelected', () => {
    const { actor, emitted } = start()
    for (let i = 0; i < 10; i++) actor.send({ type: 'bet.toggle', index: i })
    expect(actor.getSnapshot().context.selected).toHaveLength(9)
    expect(problems(emitted)).toEqual(['overSelected'])
  })

  it.each([
    ['pleaseSelect', [], '100'],
    ['inputCorrect', [1], ''],
    ['minBet', [1], '19'],
    ['orderNum', [1, 2], '20'],
    ['noEnoughMoney', [1, 2], '6000'],
  ])('Buy reports %s and stays idle', (code, options, amount) => {
    const { actor, emitted } = start()
    fillSlip(actor, options, amount)
    actor.send({ type: 'bet.buy' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(problems(emitted)).toEqual([code])
  })

  it('Buy, Follow and Confirm are blocked with 1020 once the round is closed', async () => {
    const { actor, emitted, order } = start()
    fillSlip(actor)
    actor.send({ type: 'bet.buy' })
    actor.send({ type: 'bet.closed' })
    actor.send({ type: 'bet.confirm' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().matches('confirming')).toBe(true)
    expect(order).not.toHaveBeenCalled()
    actor.send({ type: 'bet.dismiss' })
    actor.send({ type: 'bet.buy' })
    actor.send({ type: 'bet.follow', index: 2, amount: c(5000) })
    expect(problems(emitted)).toEqual(['closed', 'closed', 'closed'])
    expect(actor.getSnapshot().context.selected).toEqual([0, 3])
  })

  it('a new round reopens betting; the draw clears the slip and any open popup', () => {
    const { actor } = start()
    fillSlip(actor)
    actor.send({ type: 'bet.closed' })
    actor.send({ type: 'bet.round', round: ROUND })
    expect(actor.getSnapshot().context.closed).toBe(true)
    actor.send({ type: 'bet.round', round: { ...ROUND, seqno: '202601150202', gameid: 78 } })
    expect(actor.getSnapshot().context.closed).toBe(false)
    actor.send({ type: 'bet.buy' })
    actor.send({ type: 'bet.clear' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(actor.getSnapshot().context.selected).toEqual([])
  })

  describe('a round that ends unseen (page hidden across the draw: no bet.clear)', () => {
    const NEXT: BetRound = { ...ROUND, seqno: '202601150202', gameid: 78 }

    it('the next round clears the slip and an open confirmation; Confirm then sends nothing', async () => {
      const { actor, order } = start()
      fillSlip(actor)
      actor.send({ type: 'bet.buy' })
      await waitFor(actor, (s) => s.matches({ confirming: 'ready' }))
      actor.send({ type: 'bet.round', round: NEXT })
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({
        round: NEXT,
        closed: false,
        selected: [],
        amountText: '',
        amount: null,
        pending: null,
      })
      actor.send({ type: 'bet.confirm' })
      await new Promise((r) => setTimeout(r, 0))
      expect(order).not.toHaveBeenCalled()
    })

    it('a slip without a popup is cleared too; a reload of the same round keeps both', async () => {
      const { actor } = start()
      fillSlip(actor)
      actor.send({ type: 'bet.round', round: NEXT })
      expect(actor.getSnapshot().context.selected).toEqual([])
      fillSlip(actor)
      actor.send({ type: 'bet.buy' })
      actor.send({ type: 'bet.round', round: { ...NEXT } })
      expect(actor.getSnapshot().matches('confirming')).toBe(true)
      expect(actor.getSnapshot().context.pending?.gameid).toBe(78)
    })

    it('an order already in flight finishes and is reported, then the slip is gone', async () => {
      const answer = deferred<{ order_id: number | undefined }>()
      const { actor, order, emitted } = start({ order: () => answer.promise })
      fillSlip(actor)
      actor.send({ type: 'bet.buy' })
      actor.send({ type: 'bet.confirm' })
      await waitFor(actor, (s) => s.matches('submitting'))
      actor.send({ type: 'bet.round', round: NEXT })
      expect(actor.getSnapshot().matches('submitting')).toBe(true)
      answer.resolve({ order_id: 5 })
      await waitFor(actor, (s) => s.matches('idle'))
      expect(order).toHaveBeenCalledWith(expect.objectContaining({ gameid: 77 }))
      expect(emitted).toContainEqual({ type: 'bet.placed', reconciled: false })
      expect(actor.getSnapshot().context).toMatchObject({ round: NEXT, closed: false, selected: [], pending: null })
    })

    it('a refused order of the old round is reported and its slip not kept for the new one', async () => {
      const answer = deferred<{ order_id: number | undefined }>()
      const { actor, emitted } = start({ order: () => answer.promise })
      fillSlip(actor)
      actor.send({ type: 'bet.buy' })
      actor.send({ type: 'bet.confirm' })
      await waitFor(actor, (s) => s.matches('submitting'))
      actor.send({ type: 'bet.round', round: NEXT })
      answer.reject(new ApiError('code', { errCode: 1029 }))
      await waitFor(actor, (s) => s.matches('idle'))
      expect(emitted.map((e) => e.type)).toContain('bet.failed')
      expect(actor.getSnapshot().context.selected).toEqual([])
    })

    it('a timed-out order is checked against its own round, not the new one', async () => {
      const answer = deferred<{ order_id: number | undefined }>()
      const { actor, getVorder, emitted } = start({ order: () => answer.promise })
      fillSlip(actor)
      actor.send({ type: 'bet.buy' })
      actor.send({ type: 'bet.confirm' })
      await waitFor(actor, (s) => s.matches('submitting'))
      actor.send({ type: 'bet.round', round: NEXT })
      answer.reject(new ApiError('timeout'))
      await waitFor(actor, (s) => s.matches('idle'))
      expect(getVorder).toHaveBeenLastCalledWith({ roomid: 1, gameseq: ROUND.seqno })
      expect(emitted.map((e) => e.type)).toContain('bet.notPlaced')
      expect(actor.getSnapshot().context.selected).toEqual([])
    })
  })

  it('Follow selects that one option and pre-fills its amount', () => {
    const { actor } = start()
    fillSlip(actor, [1, 2, 3])
    actor.send({ type: 'bet.follow', index: 8, amount: c(50000) })
    expect(actor.getSnapshot().context).toMatchObject({ selected: [8], amountText: '500', amount: 50000 })
  })

  it('cannot double-submit: Confirm and Buy while the order is in flight do nothing', async () => {
    const answer = deferred<{ order_id: number | undefined }>()
    const { actor, order } = start({ order: () => answer.promise })
    fillSlip(actor)
    actor.send({ type: 'bet.buy' })
    actor.send({ type: 'bet.confirm' })
    await waitFor(actor, (s) => s.matches('submitting'))
    actor.send({ type: 'bet.confirm' })
    actor.send({ type: 'bet.buy' })
    actor.send({ type: 'bet.confirm' })
    answer.resolve({ order_id: 1 })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(order).toHaveBeenCalledTimes(1)
  })

  it('a catalogue error (errCode) is reported and the slip kept', async () => {
    const { actor, emitted } = start({
      order: async () => {
        throw new ApiError('code', { errCode: 1025 })
      },
    })
    fillSlip(actor)
    actor.send({ type: 'bet.buy' })
    actor.send({ type: 'bet.confirm' })
    await waitFor(actor, (s) => s.matches('idle'))
    const failed = emitted.find((e) => e.type === 'bet.failed')
    expect(failed && 'error' in failed && (failed.error as ApiError).errCode).toBe(1025)
    expect(actor.getSnapshot().context.selected).toEqual([0, 3])
  })

  describe('an order whose answer is lost: unknown until proven, never resent', () => {
    const before = [row(4, '5', 2000)]
    const landed = [...before, row(10, '0', 100000), row(11, '3', 100000)]
    const settle = () => new Promise((r) => setTimeout(r, 0))
    /** Confirm an order whose answer is lost; getVorder answers from `rowsAt(check)` (0 = the snapshot). */
    async function lostOrder(rowsAt: (check: number) => VorderRow[] | Error, error = new ApiError('timeout')) {
      const clock = new SimulatedClock()
      let call = 0
      const started = start(
        {
          order: async () => {
            throw error
          },
          getVorder: async () => {
            const rows = rowsAt(call++)
            if (rows instanceof Error) throw rows
            return rows
          },
        },
        clock,
      )
      fillSlip(started.actor)
      started.actor.send({ type: 'bet.buy' })
      started.actor.send({ type: 'bet.confirm' })
      await waitFor(started.actor, (s) => s.matches({ verifying: 'waiting' }) || s.matches('idle'))
      const advance = async (ms: number) => {
        clock.increment(ms)
        await settle()
        await settle()
      }
      return { ...started, clock, advance, checks: () => call - 1 }
    }
    const types = (emitted: BetEmitted[]) => emitted.map((e) => e.type)

    it('landed at once: placed', async () => {
      const { actor, order, getVorder, emitted } = await lostOrder((n) => (n === 0 ? before : landed))
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(order).toHaveBeenCalledTimes(1)
      expect(getVorder).toHaveBeenLastCalledWith({ roomid: 1, gameseq: '202601150201' })
      expect(emitted).toContainEqual({ type: 'bet.placed', reconciled: true })
      expect(actor.getSnapshot().context.selected).toEqual([])
    })

    it('processed late by the server (shows up at the 5 s check): "checking" first, then placed; nothing said before', async () => {
      const { actor, order, emitted, advance, checks } = await lostOrder((n) => (n >= 3 ? landed : before))
      expect(actor.getSnapshot().matches('verifying')).toBe(true)
      expect(types(emitted)).not.toContain('bet.notPlaced')
      await advance(ORDER_CHECK_PAUSES_MS[0] - 1)
      expect(checks()).toBe(1)
      await advance(1)
      expect(checks()).toBe(2)
      expect(actor.getSnapshot().matches('verifying')).toBe(true)
      await advance(ORDER_CHECK_PAUSES_MS[1])
      expect(checks()).toBe(3)
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(emitted.filter((e) => e.type === 'bet.checking')).toHaveLength(3)
      expect(emitted.at(-1)).toEqual({ type: 'bet.placed', reconciled: true })
      expect(types(emitted)).not.toContain('bet.notPlaced')
      expect(types(emitted)).not.toContain('bet.unknown')
      expect(order).toHaveBeenCalledTimes(1)
    })

    it('the slip is locked while checking: Buy, toggles and Dismiss do nothing', async () => {
      const { actor, order } = await lostOrder(() => before)
      actor.send({ type: 'bet.toggle', index: 5 })
      actor.send({ type: 'bet.dismiss' })
      actor.send({ type: 'bet.confirm' })
      actor.send({ type: 'bet.buy' })
      expect(actor.getSnapshot().matches('verifying')).toBe(true)
      expect(actor.getSnapshot().context.selected).toEqual([0, 3])
      expect(order).toHaveBeenCalledTimes(1)
    })

    it('never processed, round still open after ~20 s: unknown (points to My orders), nothing resent, the slip kept', async () => {
      const { actor, order, emitted, advance, checks } = await lostOrder(() => before)
      for (const pause of ORDER_CHECK_PAUSES_MS) await advance(pause)
      expect(checks()).toBe(ORDER_CHECK_PAUSES_MS.length + 1)
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(emitted.at(-1)).toEqual({ type: 'bet.unknown' })
      expect(types(emitted)).not.toContain('bet.notPlaced')
      expect(actor.getSnapshot().context.unconfirmed).toBe(true)
      expect(actor.getSnapshot().context.selected).toEqual([0, 3])
      expect(order).toHaveBeenCalledTimes(1)
      // the next order clears the notice
      actor.send({ type: 'bet.buy' })
      expect(actor.getSnapshot().context.unconfirmed).toBe(false)
    })

    it('never processed, the round closes while checking: checked at the close, then not placed', async () => {
      const { actor, emitted, advance, checks } = await lostOrder(() => before)
      await advance(ORDER_CHECK_PAUSES_MS[0])
      expect(checks()).toBe(2)
      actor.send({ type: 'bet.closed' })
      await settle()
      await settle()
      expect(checks()).toBe(3)
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(emitted.at(-1)).toEqual({ type: 'bet.notPlaced' })
      expect(types(emitted)).not.toContain('bet.unknown')
    })

    it('processed late, found at the close check: placed', async () => {
      let closed = false
      const { actor, emitted } = await lostOrder((n) => (n > 0 && closed ? landed : before))
      closed = true
      actor.send({ type: 'bet.closed' })
      await waitFor(actor, (s) => s.matches('idle'))
      expect(emitted.at(-1)).toEqual({ type: 'bet.placed', reconciled: true })
    })

    it('checks that fail too: unknown after the last one, even past the close (no answer proves nothing)', async () => {
      const { actor, emitted, advance } = await lostOrder((n) => (n === 0 ? before : new ApiError('timeout')), new ApiError('network'))
      actor.send({ type: 'bet.closed' })
      await settle()
      expect(actor.getSnapshot().matches('verifying')).toBe(true)
      for (const pause of ORDER_CHECK_PAUSES_MS) await advance(pause)
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(emitted.at(-1)).toEqual({ type: 'bet.unknown' })
      expect(types(emitted)).not.toContain('bet.notPlaced')
    })

    it('no snapshot before the order (both reads failed) and rows carrying the entries: never "not placed", unknown at the end', async () => {
      const { actor, emitted, advance } = await lostOrder((n) => (n <= 1 ? new ApiError('http') : landed))
      actor.send({ type: 'bet.closed' })
      await settle()
      for (const pause of ORDER_CHECK_PAUSES_MS) await advance(pause)
      expect(emitted.at(-1)).toEqual({ type: 'bet.unknown' })
      expect(types(emitted)).not.toContain('bet.notPlaced')
      expect(actor.getSnapshot().matches('idle')).toBe(true)
    })
  })

  describe('an answer that can decide is one sent after the close', () => {
    const before = [row(4, '5', 2000)]
    const landed = [...before, row(10, '0', 100000), row(11, '3', 100000)]
    const settle = async () => {
      for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0))
    }

    it('a check sent before the close and answered after it, without the order, proves nothing: a check after the close finds it placed', async () => {
      const clock = new SimulatedClock()
      const check = deferred<VorderRow[]>()
      let call = 0
      const { actor, emitted, getVorder } = start(
        {
          order: async () => {
            throw new ApiError('timeout')
          },
          // snapshot, then a check the server reads before it takes the order, then checks after the close
          getVorder: async () => (call++ === 0 ? before : call === 2 ? check.promise : landed),
        },
        clock,
      )
      fillSlip(actor)
      actor.send({ type: 'bet.buy' })
      actor.send({ type: 'bet.confirm' })
      await waitFor(actor, (s) => s.matches({ verifying: 'checking' }))
      await settle()
      expect(getVorder).toHaveBeenCalledTimes(2)
      // the round closes while that check is out; its answer (read before the order landed) comes after
      actor.send({ type: 'bet.closed' })
      await settle()
      check.resolve(before)
      await waitFor(actor, (s) => s.matches('idle'))
      expect(getVorder).toHaveBeenCalledTimes(3)
      expect(emitted.map((e) => e.type)).not.toContain('bet.notPlaced')
      expect(emitted.at(-1)).toEqual({ type: 'bet.placed', reconciled: true })
    })

    it('the same, the order really absent: "not placed" comes from the check sent after the close', async () => {
      const check = deferred<VorderRow[]>()
      let call = 0
      const { actor, emitted, getVorder } = start({
        order: async () => {
          throw new ApiError('timeout')
        },
        getVorder: async () => (call++ === 1 ? check.promise : before),
      })
      fillSlip(actor)
      actor.send({ type: 'bet.buy' })
      actor.send({ type: 'bet.confirm' })
      await waitFor(actor, (s) => s.matches({ verifying: 'checking' }))
      actor.send({ type: 'bet.closed' })
      await settle()
      check.resolve(before)
      await waitFor(actor, (s) => s.matches('idle'))
      expect(getVorder).toHaveBeenCalledTimes(3)
      expect(emitted.at(-1)).toEqual({ type: 'bet.notPlaced' })
    })

    /** An order whose answer was lost and whose checks all came back without it: given up as unconfirmed. */
    async function giveUpUnconfirmed(actor: ReturnType<typeof start>['actor'], clock: SimulatedClock) {
      fillSlip(actor)
      actor.send({ type: 'bet.buy' })
      actor.send({ type: 'bet.confirm' })
      await waitFor(actor, (s) => s.matches({ verifying: 'waiting' }))
      for (const pause of ORDER_CHECK_PAUSES_MS) {
        clock.increment(pause)
        await settle()
      }
    }

    it('an order given up on as unconfirmed while its round is open is checked once more at the close: placed', async () => {
      const clock = new SimulatedClock()
      let closed = false
      const { actor, emitted, getVorder } = start(
        {
          order: async () => {
            throw new ApiError('http')
          },
          getVorder: async () => (closed ? landed : before),
        },
        clock,
      )
      await giveUpUnconfirmed(actor, clock)
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(actor.getSnapshot().context.unconfirmed).toBe(true)
      const calls = getVorder.mock.calls.length
      // the server took the order late; the round closes
      closed = true
      actor.send({ type: 'bet.closed' })
      await settle()
      expect(getVorder).toHaveBeenCalledTimes(calls + 1)
      expect(getVorder).toHaveBeenLastCalledWith({ roomid: 1, gameseq: '202601150201' })
      expect(emitted.at(-1)).toEqual({ type: 'bet.placed', reconciled: true })
      expect(actor.getSnapshot().context.unconfirmed).toBe(false)
      expect(actor.getSnapshot().matches('idle')).toBe(true)
    })

    it('the same, the order absent at the close: not placed, the notice gone; a round closing later checks nothing', async () => {
      const clock = new SimulatedClock()
      const { actor, emitted, getVorder } = start(
        {
          order: async () => {
            throw new ApiError('http')
          },
          getVorder: async () => before,
        },
        clock,
      )
      await giveUpUnconfirmed(actor, clock)
      actor.send({ type: 'bet.closed' })
      await settle()
      expect(emitted.at(-1)).toEqual({ type: 'bet.notPlaced' })
      expect(actor.getSnapshot().context.unconfirmed).toBe(false)
      const calls = getVorder.mock.calls.length
      actor.send({ type: 'bet.round', round: { ...ROUND, seqno: '202601150202' } })
      actor.send({ type: 'bet.closed' })
      await settle()
      expect(getVorder).toHaveBeenCalledTimes(calls)
    })

    it('a failed snapshot is read again at Confirm, so a lost answer can still be told apart', async () => {
      let call = 0
      const { actor, emitted, getVorder, order } = start({
        order: async () => {
          throw new ApiError('timeout')
        },
        getVorder: async () => {
          const n = call++
          if (n === 0) throw new ApiError('http')
          return n === 1 ? before : landed
        },
      })
      fillSlip(actor)
      actor.send({ type: 'bet.buy' })
      await settle()
      actor.send({ type: 'bet.confirm' })
      await waitFor(actor, (s) => s.matches('idle'))
      expect(getVorder).toHaveBeenCalledTimes(3)
      expect(order).toHaveBeenCalledTimes(1)
      expect(emitted.at(-1)).toEqual({ type: 'bet.placed', reconciled: true })
    })

    it('no snapshot at all: a check after the close with no row carrying the entries is enough for "not placed"', async () => {
      let call = 0
      const { actor, emitted } = start({
        order: async () => {
          throw new ApiError('timeout')
        },
        getVorder: async () => {
          if (call++ <= 1) throw new ApiError('http')
          return before
        },
      })
      fillSlip(actor)
      actor.send({ type: 'bet.buy' })
      await settle()
      actor.send({ type: 'bet.confirm' })
      await waitFor(actor, (s) => s.matches({ verifying: 'waiting' }))
      actor.send({ type: 'bet.closed' })
      await waitFor(actor, (s) => s.matches('idle'))
      expect(emitted.at(-1)).toEqual({ type: 'bet.notPlaced' })
    })
  })

  it('Confirm pressed before the own-orders snapshot arrives waits for it, then sends once', async () => {
    const snap = deferred<VorderRow[]>()
    const { actor, order } = start({ getVorder: () => snap.promise })
    fillSlip(actor)
    actor.send({ type: 'bet.buy' })
    actor.send({ type: 'bet.confirm' })
    actor.send({ type: 'bet.confirm' })
    expect(order).not.toHaveBeenCalled()
    snap.resolve([])
    await waitFor(actor, (s) => s.matches('idle'))
    expect(order).toHaveBeenCalledTimes(1)
  })
})
