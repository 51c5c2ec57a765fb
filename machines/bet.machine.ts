// The bet slip of a game room: select options, amount, Buy's checks, a confirmation, one `order` at
// a time. An order whose answer is lost (timeout, network, HTTP, malformed) is never resent: its
// outcome is unknown until the server's own orders prove it (see `verifying`).
import { and, assign, emit, fromPromise, setup } from 'xstate'
import { isApiError } from '../src/api/errors'
import type { OrderBody, OrderEntry, OrderPlaced, VorderQuery } from '../src/api/game-orders'
import type { VorderRow } from '../src/api/types'
import type { Cents } from '../src/lib/money'
import { checkBuy, orderLanded, parseStake, toggleOption, type BetProblem } from '../src/lib/bet-rules'

/**
 * When an order's answer is lost, the round's own orders are checked at once and then after these
 * pauses (at about 2, 5, 10 and 20 s): a slow server may place the order seconds after the client
 * gave up waiting. The round's close triggers a check of its own.
 */
export const ORDER_CHECK_PAUSES_MS = [2000, 3000, 5000, 10_000] as const

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
  /** Confirm found no snapshot (its read failed): the snapshot is read once more before the order goes */
  snapshotRetried: boolean
  /** checks of an order in doubt made so far, and whether the last one got an answer */
  checks: number
  lastCheckAnswered: boolean
  /**
   * The last check was sent after the order's round closed. Only such a check can prove an order absent:
   * one sent before the close may have been read by the server just before it took the order.
   */
  lastCheckAfterClose: boolean
  /** the last answered check holds no order that could be this one (no baseline needed to say so) */
  lastCheckShowsNone: boolean
  /**
   * An order given up on as unconfirmed while its round was still open: the round's close checks it once
   * more (an order in the list then is placed; one missing never will be).
   */
  doubt: { body: OrderBody; seqno: string; knownIds: number[] | null } | null
  /** the last order's outcome could not be established: the slip points to My orders */
  unconfirmed: boolean
}

export type BetEvent =
  | { type: 'bet.round'; round: BetRound }
  | { type: 'bet.closed' }
  | { type: 'bet.clear' }
  | { type: 'bet.balance'; balance: Cents | null }
  | { type: 'bet.toggle'; index: number }
  /** the stake as typed, in `locale`'s marks */
  | { type: 'bet.amount'; text: string; locale: string }
  | { type: 'bet.follow'; index: number; amount: Cents }
  | { type: 'bet.buy' }
  | { type: 'bet.confirm' }
  | { type: 'bet.dismiss' }

export type BetEmitted =
  | { type: 'bet.problem'; problem: BetProblem }
  | { type: 'bet.placed'; reconciled: boolean }
  | { type: 'bet.failed'; error: unknown }
  /** an order in doubt is being checked (the view refreshes the balance each time) */
  | { type: 'bet.checking'; check: number }
  /** an order in doubt did not land by the round's close: nothing was charged, the slip is kept */
  | { type: 'bet.notPlaced' }
  /** an order in doubt could not be proven either way: the view points to My orders */
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
    clearSlip: assign({
      selected: [],
      amountText: '',
      amount: null,
      pending: null,
      pendingSeqno: null,
      confirmRequested: false,
      unconfirmed: false,
      doubt: null,
    }),
    assignRound: assign(({ context }, params: { round: BetRound }) => ({
      round: params.round,
      closed: context.round?.seqno === params.round.seqno ? context.closed : false,
    })),
    // An order that did not go through: its slip stays for a deliberate retry, unless its round is over.
    forgetPending: assign(({ context }) =>
      context.pendingSeqno === context.round?.seqno
        ? { pending: null, pendingSeqno: null }
        : { selected: [], amountText: '', amount: null, pending: null, pendingSeqno: null },
    ),
    notifyProblem: emit((_, params: { problem: BetProblem }) => ({ type: 'bet.problem' as const, problem: params.problem })),
    notifyClosed: emit({ type: 'bet.problem', problem: { code: 'closed' } }),
    notifyPlaced: emit((_, params: { reconciled: boolean }) => ({ type: 'bet.placed' as const, reconciled: params.reconciled })),
  },
  guards: {
    isClosed: ({ context }) => context.closed || context.round === null,
    isConfirmRequested: ({ context }) => context.confirmRequested,
    /** a round other than the one the slip was made for (a page hidden across the draw never got bet.clear) */
    isOtherRound: ({ context }, params: { round: BetRound }) => context.round !== null && context.round.seqno !== params.round.seqno,
    /** the order in doubt can no longer land: its round is closed (the server refuses orders then) */
    isPendingRoundClosed: ({ context }) => context.closed || context.round?.seqno !== context.pendingSeqno,
    isLanded: ({ context }, params: { rows: VorderRow[] }) =>
      context.knownIds !== null && orderLanded(params.rows, context.knownIds, context.pending!.order_info),
    /** the order in doubt's round closes now: its last check is due */
    isDoubtRoundClosing: ({ context }) => context.doubt !== null && context.doubt.seqno === context.round?.seqno,
  },
  delays: {
    nextCheck: ({ context }) => ORDER_CHECK_PAUSES_MS[Math.min(context.checks, ORDER_CHECK_PAUSES_MS.length) - 1] ?? 0,
  },
}).createMachine({
  id: 'bet',
  context: {
    round: null,
    closed: true,
    balance: null,
    selected: [],
    amountText: '',
    amount: null,
    pending: null,
    pendingSeqno: null,
    knownIds: null,
    confirmRequested: false,
    snapshotRetried: false,
    checks: 0,
    lastCheckAnswered: false,
    lastCheckAfterClose: false,
    lastCheckShowsNone: false,
    unconfirmed: false,
    doubt: null,
  },
  initial: 'idle',
  on: {
    // idle and confirming clear a slip of another round first; an order in flight finishes against its own
    'bet.round': { actions: { type: 'assignRound', params: ({ event }) => ({ round: event.round }) } },
    'bet.closed': { actions: assign({ closed: true }) },
    'bet.balance': { actions: assign({ balance: ({ event }) => event.balance }) },
  },
  states: {
    idle: {
      initial: 'ready',
      states: {
        ready: {},
        // The last check of an order given up on as unconfirmed, at its round's close.
        closeCheck: {
          invoke: {
            src: 'getVorder',
            input: ({ context }) => ({ roomid: context.doubt!.body.roomid, gameseq: context.doubt!.seqno }),
            onDone: [
              {
                guard: ({ context, event }) =>
                  context.doubt !== null &&
                  context.doubt.knownIds !== null &&
                  orderLanded(event.output, context.doubt.knownIds, context.doubt.body.order_info),
                target: 'ready',
                actions: [assign({ unconfirmed: false, doubt: null }), { type: 'notifyPlaced', params: { reconciled: true } }],
              },
              {
                guard: ({ context, event }) =>
                  context.doubt !== null &&
                  (context.doubt.knownIds !== null || !orderLanded(event.output, [], context.doubt.body.order_info)),
                target: 'ready',
                actions: [assign({ unconfirmed: false, doubt: null }), emit({ type: 'bet.notPlaced' })],
              },
              { target: 'ready', actions: assign({ doubt: null }) },
            ],
            onError: { target: 'ready', actions: assign({ doubt: null }) },
          },
        },
      },
      on: {
        'bet.closed': [
          { guard: 'isDoubtRoundClosing', target: '.closeCheck', actions: assign({ closed: true }) },
          { actions: assign({ closed: true }) },
        ],
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
            guard: ({ event }) => parseStake(event.text, event.locale) === null,
            actions: { type: 'notifyProblem', params: { problem: { code: 'inputCorrect' } } },
          },
          {
            actions: assign(({ event }) => {
              const parsed = parseStake(event.text, event.locale)!
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
            actions: {
              type: 'notifyProblem',
              params: ({ context }) => ({ problem: checkBuy({ ...context, minbuy: context.round!.minbuy })! }),
            },
          },
          {
            target: 'confirming',
            actions: assign(({ context }) => {
              // a new order: the notice about the last one has served its purpose
              const round = context.round!
              const order_info: OrderEntry[] = context.selected.map((i) => [i, round.rates[i] ?? 0, context.amount!] as const)
              return {
                pending: { gameid: round.gameid, roomid: round.roomid, order_info },
                pendingSeqno: round.seqno,
                knownIds: null,
                confirmRequested: false,
                snapshotRetried: false,
                unconfirmed: false,
                doubt: null,
              }
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
        'bet.confirm': [{ guard: 'isClosed', actions: 'notifyClosed' }, { actions: assign({ confirmRequested: true }) }],
      },
      states: {
        // The round's own orders before this one, so a timed-out order can be told apart later.
        snapshot: {
          invoke: {
            src: 'getVorder',
            input: ({ context }) => ({ roomid: context.pending!.roomid, gameseq: context.pendingSeqno! }),
            onDone: {
              target: 'ready',
              actions: assign({ knownIds: ({ event }) => event.output.flatMap((r) => r.order_id ?? r.id ?? []) }),
            },
            onError: { target: 'ready' },
          },
        },
        ready: {
          always: [
            // closed while waiting for the snapshot: blocked like any Confirm after the close
            { guard: and(['isConfirmRequested', 'isClosed']), actions: [assign({ confirmRequested: false }), 'notifyClosed'] },
            // without a snapshot a lost answer cannot be told from an earlier order of the same entries: one more read
            {
              guard: and(['isConfirmRequested', ({ context }) => context.knownIds === null && !context.snapshotRetried]),
              target: 'snapshot',
              actions: assign({ snapshotRetried: true }),
            },
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
          { guard: ({ event }) => isUncertain(event.error), target: 'verifying' },
          { target: 'idle', actions: ['forgetPending', emit(({ event }) => ({ type: 'bet.failed' as const, error: event.error }))] },
        ],
      },
    },
    // The order's answer was lost. Until the round's own orders show it (placed) or the round closes
    // without it (not placed), its outcome is unknown: the slip stays locked, so nothing is sent twice.
    // After the last check without an answer either way, the user is pointed to My orders.
    verifying: {
      initial: 'checking',
      entry: assign({ checks: 0, lastCheckAnswered: false, lastCheckAfterClose: false, lastCheckShowsNone: false }),
      states: {
        checking: {
          entry: [
            assign(({ context }) => ({
              checks: context.checks + 1,
              lastCheckAfterClose: context.closed || context.round?.seqno !== context.pendingSeqno,
            })),
            emit(({ context }) => ({ type: 'bet.checking' as const, check: context.checks })),
          ],
          invoke: {
            src: 'getVorder',
            // the round the order was sent for, even if the next one has begun meanwhile
            input: ({ context }) => ({ roomid: context.pending!.roomid, gameseq: context.pendingSeqno! }),
            onDone: [
              {
                guard: { type: 'isLanded', params: ({ event }) => ({ rows: event.output }) },
                target: '#bet.idle',
                actions: ['clearSlip', { type: 'notifyPlaced', params: { reconciled: true } }],
              },
              {
                target: 'decide',
                actions: assign(({ context, event }) => ({
                  lastCheckAnswered: true,
                  lastCheckShowsNone: context.knownIds !== null || !orderLanded(event.output, [], context.pending!.order_info),
                })),
              },
            ],
            onError: { target: 'decide', actions: assign({ lastCheckAnswered: false }) },
          },
        },
        decide: {
          always: [
            // answered, sent after the close and without the order: it can no longer land (the server takes
            // no orders after the close)
            {
              guard: ({ context }) => context.lastCheckAnswered && context.lastCheckAfterClose && context.lastCheckShowsNone,
              target: '#bet.idle',
              actions: ['forgetPending', emit({ type: 'bet.notPlaced' })],
            },
            // the round closed while that check was out: the check that can decide is sent now
            { guard: and(['isPendingRoundClosed', ({ context }) => !context.lastCheckAfterClose]), target: 'checking' },
            {
              guard: ({ context }) => context.checks > ORDER_CHECK_PAUSES_MS.length,
              target: '#bet.idle',
              actions: [
                // still open: its close checks it once more
                assign(({ context }) => ({
                  unconfirmed: true,
                  doubt:
                    context.closed || context.round?.seqno !== context.pendingSeqno
                      ? null
                      : { body: context.pending!, seqno: context.pendingSeqno!, knownIds: context.knownIds },
                })),
                'forgetPending',
                emit({ type: 'bet.unknown' }),
              ],
            },
            { target: 'waiting' },
          ],
        },
        waiting: {
          after: { nextCheck: 'checking' },
          on: {
            // the close is the moment a late order either is in the list or never will be
            'bet.closed': { target: 'checking', actions: assign({ closed: true }) },
            'bet.clear': { target: 'checking' },
          },
        },
      },
    },
  },
})

export type BetMachine = typeof betMachine
export const orderTotal = (body: OrderBody | null): Cents =>
  body ? (body.order_info.reduce((s, [, , a]) => s + a, 0) as Cents) : (0 as Cents)
