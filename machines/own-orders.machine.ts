// The user's own orders in the current round, and the award
// of the last round the user played (`current`), fetched once that round has been drawn.
import { assign, emit, fromPromise, setup } from 'xstate'
import { isApiError } from '../src/api/errors'
import type { Award, RoomRound } from '../src/api/game-orders'
import { orderKey, type GameLogEntry } from '../src/api/types'
import type { Cents } from '../src/lib/money'

export interface OwnOrdersContext {
  roomid: number
  gameseq: string | null
  gametype: number
  orders: GameLogEntry[]
  closed: boolean
  error: unknown
  cancellingId: number | null
  /** the round the cancel was asked in: its checks read that round's list, even once the next has begun */
  cancelRound: { gameseq: string; gametype: number } | null
  /** checks of a cancel whose answer was lost */
  cancelChecks: number
  /** the list was asked for while a cancel was being sent or checked: it is read once that is over */
  reloadAsked: boolean
  /** the last round the user had orders in, and its award once known (`failed`: `current` did not answer it) */
  award: { seqno: string; award: Cents | null; failed?: boolean } | null
}

export type OwnOrdersEvent =
  | { type: 'orders.round'; gameseq: string; gametype: number }
  | { type: 'orders.reload' }
  | { type: 'orders.closed' }
  | { type: 'orders.clear' }
  /** `id`: the order's id (orderKey of its row), sent as getGamecancel's `order_id` */
  | { type: 'orders.cancel'; id: number }

/** A cancel whose answer is lost is checked against the list at once and after these pauses (~2 s, ~5 s, ~10 s). */
export const CANCEL_CHECK_PAUSES_MS = [2000, 3000, 5000] as const

export type OwnOrdersEmitted =
  /** `late`: the answer was lost, the list shows the order gone */
  | { type: 'orders.cancelled'; id: number; late?: boolean }
  /** a cancel in doubt is being checked (the view refreshes the balance each time) */
  | { type: 'orders.checking' }
  /** a cancel whose answer was lost and whose order is still listed after the last check */
  | { type: 'orders.cancelUnconfirmed' }
  | { type: 'orders.cancelFailed'; error: unknown }
  /** cancel refused by the client: the round is closed (1020) */
  | { type: 'orders.closedProblem' }
  /**
   * cancel refused by the client: the cancel of order `pending` is still being sent or checked, and
   * its outcome decides what the list holds (a cancel is never sent beside one in doubt)
   */
  | { type: 'orders.cancelBusy'; pending: number }

export const ownOrdersMachine = setup({
  types: {
    context: {} as OwnOrdersContext,
    events: {} as OwnOrdersEvent,
    emitted: {} as OwnOrdersEmitted,
    input: {} as { roomid: number },
  },
  actors: {
    getGamelog: fromPromise<GameLogEntry[], Required<RoomRound>>(async () => {
      throw new Error('own orders: provide the getGamelog actor')
    }),
    getGamecancel: fromPromise<void, { roomid: number; order_id: number }>(async () => {
      throw new Error('own orders: provide the getGamecancel actor')
    }),
    current: fromPromise<Award, Required<RoomRound>>(async () => {
      throw new Error('own orders: provide the current actor')
    }),
  },
  delays: {
    nextCancelCheck: ({ context }) => CANCEL_CHECK_PAUSES_MS[context.cancelChecks - 1] ?? 0,
  },
  guards: {
    isClosed: ({ context }) => context.closed,
    hasRound: ({ context }) => context.gameseq !== null,
    isSameRound: ({ context, event }) => event.type === 'orders.round' && event.gameseq === context.gameseq,
  },
  actions: {
    startCancel: assign(({ context, event }) => ({
      cancellingId: event.type === 'orders.cancel' ? event.id : null,
      cancelRound: context.gameseq === null ? null : { gameseq: context.gameseq, gametype: context.gametype },
    })),
    assignRound: assign(({ context }, params: { gameseq: string; gametype: number }) => ({
      gameseq: params.gameseq,
      gametype: params.gametype,
      closed: false,
      // the round that just ended had orders: its award is worth asking for
      award: context.orders.length > 0 && context.gameseq ? { seqno: context.gameseq, award: null } : context.award,
      orders: [],
    })),
    askReload: assign({ reloadAsked: true }),
    // a check's list is the list shown while the cancel's round is still the room's
    assignCheckedList: assign(({ context }, params: { rows: GameLogEntry[] }) =>
      context.cancelRound?.gameseq === context.gameseq ? { orders: params.rows, error: null } : {},
    ),
    refuseBusy: emit(({ context }) => ({ type: 'orders.cancelBusy' as const, pending: context.cancellingId! })),
  },
}).createMachine({
  id: 'ownOrders',
  context: ({ input }) => ({
    roomid: input.roomid,
    gameseq: null,
    gametype: 0,
    orders: [],
    closed: true,
    error: null,
    award: null,
    cancellingId: null,
    cancelRound: null,
    cancelChecks: 0,
    reloadAsked: false,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'idle',
      on: {
        'orders.round': [
          { guard: ({ context, event }) => context.gameseq === event.gameseq, target: '.loading' },
          { target: '.loading', actions: { type: 'assignRound', params: ({ event }) => event } },
        ],
        'orders.closed': { actions: assign({ closed: true }) },
        'orders.clear': { actions: assign({ closed: true }) },
      },
      states: {
        idle: {
          // a reload asked for during a cancel's checks: their last answer may predate what it was asked for
          always: { guard: ({ context }) => context.reloadAsked && context.gameseq !== null, target: 'loading' },
          on: {
            'orders.reload': { guard: 'hasRound', target: 'loading' },
            'orders.cancel': [
              { guard: 'isClosed', actions: emit({ type: 'orders.closedProblem' }) },
              { target: 'cancelling', actions: 'startCancel' },
            ],
          },
        },
        loading: {
          entry: assign({ reloadAsked: false }),
          on: {
            // Asked again while a load is on its way (an order placed meanwhile): that answer may predate
            // it, so the load starts over and only the newest answer is shown.
            'orders.reload': { guard: 'hasRound', target: 'loading', reenter: true },
            // a cancel needs no list: it goes now (this load is dropped), and the list is read again after it
            'orders.cancel': [
              { guard: 'isClosed', actions: emit({ type: 'orders.closedProblem' }) },
              { target: 'cancelling', actions: 'startCancel' },
            ],
          },
          invoke: {
            src: 'getGamelog',
            // the room's own orders only: other rooms play the same rounds
            input: ({ context }) => ({ roomid: context.roomid, gameseq: context.gameseq!, gametype: context.gametype }),
            onDone: { target: 'idle', actions: assign({ orders: ({ event }) => event.output, error: null }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        cancelling: {
          // the list is read after the cancel anyway; asked for now, it waits for the checks of one in doubt
          on: {
            'orders.cancel': { actions: 'refuseBusy' },
            'orders.reload': { actions: 'askReload' },
            // a round loaded meanwhile (the next, or this one again on a page shown again) never drops the cancel
            'orders.round': [
              { guard: 'isSameRound', actions: 'askReload' },
              { actions: [{ type: 'assignRound', params: ({ event }) => event }, 'askReload'] },
            ],
          },
          invoke: {
            src: 'getGamecancel',
            input: ({ context }) => ({ roomid: context.roomid, order_id: context.cancellingId! }),
            onDone: {
              target: 'loading',
              actions: [
                // the server took the cancel: its order leaves the list now, whatever the read after it gives
                assign({ orders: ({ context }) => context.orders.filter((o) => orderKey(o) !== context.cancellingId) }),
                emit(({ context }) => ({ type: 'orders.cancelled' as const, id: context.cancellingId! })),
              ],
            },
            onError: [
              // no answer says nothing about whether the server cancelled: the list will tell
              { guard: ({ event }) => isApiError(event.error) && event.error.retryable, target: 'cancelInDoubt' },
              { target: 'loading', actions: emit(({ event }) => ({ type: 'orders.cancelFailed' as const, error: event.error })) },
            ],
          },
        },
        cancelInDoubt: {
          initial: 'checking',
          entry: assign({ cancelChecks: 0 }),
          // the checks own the list meanwhile: a reload waits until they are done, never dropped. A new round
          // neither: the checks go on against the cancel's own round, and the new round's list is read after them.
          on: {
            'orders.cancel': { actions: 'refuseBusy' },
            'orders.reload': { actions: 'askReload' },
            'orders.round': [
              { guard: 'isSameRound', actions: 'askReload' },
              { actions: [{ type: 'assignRound', params: ({ event }) => event }, 'askReload'] },
            ],
          },
          states: {
            checking: {
              entry: [assign({ cancelChecks: ({ context }) => context.cancelChecks + 1 }), emit({ type: 'orders.checking' })],
              invoke: {
                src: 'getGamelog',
                input: ({ context }) => ({ roomid: context.roomid, ...context.cancelRound! }),
                onDone: [
                  {
                    guard: ({ context, event }) => !event.output.some((o) => orderKey(o) === context.cancellingId),
                    target: '#ownOrders.list.idle',
                    actions: [
                      { type: 'assignCheckedList', params: ({ event }) => ({ rows: event.output }) },
                      emit(({ context }) => ({ type: 'orders.cancelled' as const, id: context.cancellingId!, late: true })),
                    ],
                  },
                  { target: 'decide', actions: { type: 'assignCheckedList', params: ({ event }) => ({ rows: event.output }) } },
                ],
                onError: { target: 'decide' },
              },
            },
            decide: {
              always: [
                {
                  guard: ({ context }) => context.cancelChecks > CANCEL_CHECK_PAUSES_MS.length,
                  target: '#ownOrders.list.idle',
                  actions: emit({ type: 'orders.cancelUnconfirmed' }),
                },
                { target: 'waiting' },
              ],
            },
            waiting: { after: { nextCancelCheck: 'checking' } },
          },
        },
      },
    },
    award: {
      initial: 'idle',
      states: {
        idle: {
          always: {
            guard: ({ context }) => context.award !== null && context.award.award === null && !context.award.failed,
            target: 'loading',
          },
        },
        loading: {
          invoke: {
            src: 'current',
            input: ({ context }) => ({ roomid: context.roomid, gameseq: context.award!.seqno, gametype: context.gametype }),
            onDone: {
              target: 'done',
              actions: assign({ award: ({ context, event }) => ({ seqno: context.award!.seqno, award: event.output.award }) }),
            },
            // kept, marked: the round was played and its outcome is not known (never read as a loss)
            onError: { target: 'done', actions: assign({ award: ({ context }) => ({ ...context.award!, failed: true }) }) },
          },
        },
        done: {
          on: { 'orders.round': { target: 'idle' } },
        },
      },
    },
  },
})

export type OwnOrdersMachine = typeof ownOrdersMachine
