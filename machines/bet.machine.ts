// The bet slip of a game room (SPEC §4 bet flow, §5 betting): select options, amount, Buy's checks,
// a confirmation, one `order` at a time; a timed-out order is reconciled with getVorder, never resent.
import { and, assign, emit, fromPromise, setup } from 'xstate'
import { isApiError } from '../src/api/errors'
import type { OrderBody, OrderEntry, OrderPlaced, VorderQuery } from '../src/api/game-orders'
import type { VorderRow } from '../src/api/types'
import type { Cents } from '../src/lib/money'
import { checkBuy, orderLanded, parseAmount, toggleOption, type BetProblem } from './bet.rules'

export interface BetRound {
  roomid: number
  /** the round's `game.id` */
  gameid: number
  seqno: string
  /** the room's rate per option index */
  rates: readonly number[]
  minbuy: Cents
}

export interface BetContext {
  round: BetRound | null
  closed: boolean
  balance: Cents | null
  selected: number[]
  amountText: string
  amount: Cents | null
  /** the order shown in the confirmation popup / being sent */
  pending: OrderBody | null
  /** own order ids of the round before the pending order (null: unknown) */
  knownIds: number[] | null
  confirmRequested: boolean
}

export type BetEvent =
  | { type: 'bet.round'; round: BetRound }
  | { type: 'bet.closed' }
  | { type: 'bet.clear' }
  | { type: 'bet.balance'; balance: Cents | null }
  | { type: 'bet.toggle'; index: number }
  | { type: 'bet.amount'; text: string }
  | { type: 'bet.follow'; index: number; amount: Cents }
  | { type: 'bet.buy' }
  | { type: 'bet.confirm' }
  | { type: 'bet.dismiss' }

export type BetEmitted =
  | { type: 'bet.problem'; problem: BetProblem }
  | { type: 'bet.placed'; reconciled: boolean }
  | { type: 'bet.failed'; error: unknown }
  /** a timed-out order did not land: nothing was charged, the slip is kept for a deliberate retry */
  | { type: 'bet.notPlaced' }
  /** a timed-out order could not be checked: the view asks the user to look at their orders */
  | { type: 'bet.unknown' }

/** An answer that says nothing about whether the server took the order. */
const isUncertain = (error: unknown) => isApiError(error) && error.retryable

export const betMachine = setup({
  types: {
    context: {} as BetContext,
    events: {} as BetEvent,
    emitted: {} as BetEmitted,
  },
  actors: {
    order: fromPromise<OrderPlaced, OrderBody>(async () => {
      throw new Error('bet: provide the order actor')
    }),
    getVorder: fromPromise<VorderRow[], VorderQuery>(async () => {
      throw new Error('bet: provide the getVorder actor')
    }),
  },
  actions: {
    clearSlip: assign({ selected: [], amountText: '', amount: null, pending: null, confirmRequested: false }),
    notifyProblem: emit((_, params: { problem: BetProblem }) => ({ type: 'bet.problem' as const, problem: params.problem })),
    notifyClosed: emit({ type: 'bet.problem', problem: { code: 'closed' } }),
    notifyPlaced: emit((_, params: { reconciled: boolean }) => ({ type: 'bet.placed' as const, reconciled: params.reconciled })),
  },
  guards: {
    isClosed: ({ context }) => context.closed || context.round === null,
    isConfirmRequested: ({ context }) => context.confirmRequested,
  },
}).createMachine({
  id: 'bet',
  context: { round: null, closed: true, balance: null, selected: [], amountText: '', amount: null, pending: null, knownIds: null, confirmRequested: false },
  initial: 'idle',
  on: {
    'bet.round': {
      actions: assign(({ context, event }) => ({
        round: event.round,
        closed: context.round?.seqno === event.round.seqno ? context.closed : false,
      })),
    },
    'bet.closed': { actions: assign({ closed: true }) },
    'bet.balance': { actions: assign({ balance: ({ event }) => event.balance }) },
  },
  states: {
    idle: {
      on: {
        'bet.clear': { actions: 'clearSlip' },
        'bet.toggle': [
          {
            guard: ({ context, event }) => !Array.isArray(toggleOption(context.selected, event.index)),
            actions: { type: 'notifyProblem', params: { problem: { code: 'overSelected' } } },
          },
          { actions: assign({ selected: ({ context, event }) => toggleOption(context.selected, event.index) as number[] }) },
        ],
        'bet.amount': [
          {
            guard: ({ event }) => parseAmount(event.text) === null,
            actions: { type: 'notifyProblem', params: { problem: { code: 'inputCorrect' } } },
          },
          {
            actions: assign(({ event }) => {
              const parsed = parseAmount(event.text)!
              return { amountText: parsed.text, amount: parsed.cents }
            }),
          },
        ],
        'bet.follow': [
          { guard: 'isClosed', actions: 'notifyClosed' },
          {
            actions: assign(({ event }) => {
              const whole = Math.floor(event.amount / 100)
              return { selected: [event.index], amountText: String(whole), amount: (whole * 100) as Cents }
            }),
          },
        ],
        'bet.buy': [
          { guard: 'isClosed', actions: 'notifyClosed' },
          {
            guard: ({ context }) => checkBuy({ ...context, minbuy: context.round!.minbuy }) !== null,
            actions: { type: 'notifyProblem', params: ({ context }) => ({ problem: checkBuy({ ...context, minbuy: context.round!.minbuy })! }) },
          },
          {
            target: 'confirming',
            actions: assign(({ context }) => {
              const round = context.round!
              const order_info: OrderEntry[] = context.selected.map((i) => [i, round.rates[i] ?? 0, context.amount!] as const)
              return { pending: { gameid: round.gameid, roomid: round.roomid, order_info }, knownIds: null, confirmRequested: false }
            }),
          },
        ],
      },
    },
    confirming: {
      initial: 'snapshot',
      on: {
        'bet.dismiss': { target: 'idle', actions: assign({ pending: null }) },
        'bet.clear': { target: 'idle', actions: 'clearSlip' },
        'bet.confirm': [
          { guard: 'isClosed', actions: 'notifyClosed' },
          { actions: assign({ confirmRequested: true }) },
        ],
      },
      states: {
        // The round's own orders before this one, so a timed-out order can be told apart later.
        snapshot: {
          invoke: {
            src: 'getVorder',
            input: ({ context }) => ({ roomid: context.pending!.roomid, gameseq: context.round!.seqno }),
            onDone: { target: 'ready', actions: assign({ knownIds: ({ event }) => event.output.flatMap((r) => r.order_id ?? r.id ?? []) }) },
            onError: { target: 'ready' },
          },
        },
        ready: {
          always: [
            // closed while waiting for the snapshot: blocked like any Confirm after the close
            { guard: and(['isConfirmRequested', 'isClosed']), actions: [assign({ confirmRequested: false }), 'notifyClosed'] },
            { guard: 'isConfirmRequested', target: '#bet.submitting' },
          ],
        },
      },
    },
    submitting: {
      entry: assign({ confirmRequested: false }),
      invoke: {
        src: 'order',
        input: ({ context }) => context.pending!,
        onDone: { target: 'idle', actions: ['clearSlip', { type: 'notifyPlaced', params: { reconciled: false } }] },
        onError: [
          { guard: ({ event }) => isUncertain(event.error), target: 'reconciling' },
          { target: 'idle', actions: [assign({ pending: null }), emit(({ event }) => ({ type: 'bet.failed' as const, error: event.error }))] },
        ],
      },
    },
    reconciling: {
      invoke: {
        src: 'getVorder',
        input: ({ context }) => ({ roomid: context.pending!.roomid, gameseq: context.round!.seqno }),
        onDone: [
          {
            guard: ({ context, event }) => context.knownIds !== null && orderLanded(event.output, context.knownIds, context.pending!.order_info),
            target: 'idle',
            actions: ['clearSlip', { type: 'notifyPlaced', params: { reconciled: true } }],
          },
          {
            guard: ({ context }) => context.knownIds !== null,
            target: 'idle',
            actions: [assign({ pending: null }), emit({ type: 'bet.notPlaced' })],
          },
          { target: 'idle', actions: [assign({ pending: null }), emit({ type: 'bet.unknown' })] },
        ],
        onError: { target: 'idle', actions: [assign({ pending: null }), emit({ type: 'bet.unknown' })] },
      },
    },
  },
})

export type BetMachine = typeof betMachine
export const orderTotal = (body: OrderBody | null): Cents => (body ? (body.order_info.reduce((s, [, , a]) => s + a, 0) as Cents) : (0 as Cents))
