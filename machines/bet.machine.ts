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
  /** the round (seqno) `pending` was made for: an order in flight is checked against its own round */
  pendingSeqno: string | null
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
    clearSlip: assign({ selected: [], amountText: '', amount: null, pending: null, pendingSeqno: null, confirmRequested: false }),
    assignRound: assign(({ context }, params: { round: BetRound }) => ({
      round: params.round,
      closed: context.round?.seqno === params.round.seqno ? context.closed : false,
    })),
    // An order that did not go through: its slip stays for a deliberate retry, unless its round is over.
    forgetPending: assign(({ context }) => (context.pendingSeqno === context.round?.seqno
      ? { pending: null, pendingSeqno: null }
      : { selected: [], amountText: '', amount: null, pending: null, pendingSeqno: null })),
    notifyProblem: emit((_, params: { problem: BetProblem }) => ({ type: 'bet.problem' as const, problem: params.problem })),
    notifyClosed: emit({ type: 'bet.problem', problem: { code: 'closed' } }),
    notifyPlaced: emit((_, params: { reconciled: boolean }) => ({ type: 'bet.placed' as const, reconciled: params.reconciled })),
  },
  guards: {
    isClosed: ({ context }) => context.closed || context.round === null,
    isConfirmRequested: ({ context }) => context.confirmRequested,
    /** a round other than the one the slip was made for (a page hidden across the draw never got bet.clear) */
    isOtherRound: ({ context }, params: { round: BetRound }) => context.round !== null && context.round.seqno !== params.round.seqno,
  },
}).createMachine({
  id: 'bet',
  context: { round: null, closed: true, balance: null, selected: [], amountText: '', amount: null, pending: null, pendingSeqno: null, knownIds: null, confirmRequested: false },
  initial: 'idle',
  on: {
    // idle and confirming clear a slip of another round first; an order in flight finishes against its own
    'bet.round': { actions: { type: 'assignRound', params: ({ event }) => ({ round: event.round }) } },
    'bet.closed': { actions: assign({ closed: true }) },
    'bet.balance': { actions: assign({ balance: ({ event }) => event.balance }) },
  },
  states: {
    idle: {
      on: {
        'bet.clear': { actions: 'clearSlip' },
        'bet.round': {
          guard: { type: 'isOtherRound', params: ({ event }) => ({ round: event.round }) },
          actions: ['clearSlip', { type: 'assignRound', params: ({ event }) => ({ round: event.round }) }],
        },
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
              return { pending: { gameid: round.gameid, roomid: round.roomid, order_info }, pendingSeqno: round.seqno, knownIds: null, confirmRequested: false }
            }),
          },
        ],
      },
    },
    confirming: {
      initial: 'snapshot',
      on: {
        'bet.dismiss': { target: 'idle', actions: assign({ pending: null, pendingSeqno: null }) },
        'bet.clear': { target: 'idle', actions: 'clearSlip' },
        'bet.round': {
          guard: { type: 'isOtherRound', params: ({ event }) => ({ round: event.round }) },
          target: 'idle',
          actions: ['clearSlip', { type: 'assignRound', params: ({ event }) => ({ round: event.round }) }],
        },
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
            input: ({ context }) => ({ roomid: context.pending!.roomid, gameseq: context.pendingSeqno! }),
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
          { target: 'idle', actions: ['forgetPending', emit(({ event }) => ({ type: 'bet.failed' as const, error: event.error }))] },
        ],
      },
    },
    reconciling: {
      invoke: {
        src: 'getVorder',
        // the round the order was sent for, even if the next one has begun meanwhile
        input: ({ context }) => ({ roomid: context.pending!.roomid, gameseq: context.pendingSeqno! }),
        onDone: [
          {
            guard: ({ context, event }) => context.knownIds !== null && orderLanded(event.output, context.knownIds, context.pending!.order_info),
            target: 'idle',
            actions: ['clearSlip', { type: 'notifyPlaced', params: { reconciled: true } }],
          },
          {
            guard: ({ context }) => context.knownIds !== null,
            target: 'idle',
            actions: ['forgetPending', emit({ type: 'bet.notPlaced' })],
          },
          { target: 'idle', actions: ['forgetPending', emit({ type: 'bet.unknown' })] },
        ],
        onError: { target: 'idle', actions: ['forgetPending', emit({ type: 'bet.unknown' })] },
      },
    },
  },
})

export type BetMachine = typeof betMachine
export const orderTotal = (body: OrderBody | null): Cents => (body ? (body.order_info.reduce((s, [, , a]) => s + a, 0) as Cents) : (0 as Cents))
