// Other players' orders in the current round: fetched, polled every 10 s until
// the round closes (after a failed fetch, until one succeeds), new rows revealed one every 3 s;
// everything pauses while the page is hidden.
import { assign, fromPromise, setup } from 'xstate'
import type { VorderQuery } from '../src/api/game-orders'
import type { VorderRow } from '../src/api/types'

/** Live orders are polled every 10 s; new rows are revealed one every 3 s. */
export const LIVE_POLL_MS = 10_000
export const LIVE_REVEAL_MS = 3_000
/** Rows kept on screen, newest first. */
export const LIVE_MAX_ROWS = 30

export interface LiveOrdersInput {
  roomid: number
}

export interface LiveOrdersContext extends LiveOrdersInput {
  gameseq: string | null
  gametype: number
  /** shown rows, newest first */
  shown: VorderRow[]
  /** fetched rows waiting to be revealed, oldest first */
  queue: VorderRow[]
  seen: string[]
  fetched: boolean
  closed: boolean
  error: unknown
}

export type LiveOrdersEvent =
  | { type: 'live.round'; gameseq: string; gametype: number }
  | { type: 'live.closed' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  /** the user asks again after the round's first fetch failed */
  | { type: 'live.retry' }

/** A round's lists and flags before its first answer. */
const roundStart = (): Pick<LiveOrdersContext, 'shown' | 'queue' | 'seen' | 'fetched' | 'closed' | 'error'> => ({
  shown: [],
  queue: [],
  seen: [],
  fetched: false,
  closed: false,
  error: null,
})

/** Rows are shown and the last fetch failed: they may be out of date (the polls go on). */
export const isStale = (context: Pick<LiveOrdersContext, 'fetched' | 'error'>) => context.fetched && context.error !== null

/** Live rows carry an id in our backend; otherwise the row's content identifies it within a round. */
export const rowKey = (r: VorderRow) => (r.id ?? r.order_id)?.toString() ?? `${r.seqno}|${r.username}|${r.value}|${r.money}`

export const liveOrdersMachine = setup({
  types: {
    context: {} as LiveOrdersContext,
    events: {} as LiveOrdersEvent,
    input: {} as LiveOrdersInput,
  },
  actors: {
    getVorder: fromPromise<VorderRow[], VorderQuery>(async () => {
      throw new Error('live orders: provide the getVorder actor')
    }),
  },
  actions: {
    mergeRows: assign(({ context }, params: { rows: VorderRow[] }) => {
      const seen = new Set(context.seen)
      // the answer is newest first; reveal in the order they were placed
      const fresh = [...params.rows].reverse().filter((r) => !seen.has(rowKey(r)))
      for (const r of fresh) seen.add(rowKey(r))
      if (!context.fetched) {
        // the first answer of a round is history: shown at once
        return { shown: [...fresh].reverse().slice(0, LIVE_MAX_ROWS), seen: [...seen], fetched: true, error: null }
      }
      return { queue: [...context.queue, ...fresh], seen: [...seen], error: null }
    }),
    revealOne: assign(({ context }) => ({
      shown: [context.queue[0]!, ...context.shown].slice(0, LIVE_MAX_ROWS),
      queue: context.queue.slice(1),
    })),
  },
  delays: {
    poll: LIVE_POLL_MS,
    reveal: LIVE_REVEAL_MS,
  },
  guards: {
    isClosed: ({ context }) => context.closed,
    // A closed round takes no more orders: its list is complete once a fetch after the last failure succeeds.
    isDone: ({ context }) => context.closed && context.error === null,
    hasQueue: ({ context }) => context.queue.length > 0,
    firstFetchFailed: ({ context }) => !context.fetched && context.error !== null,
  },
}).createMachine({
  id: 'liveOrders',
  context: ({ input }) => ({ ...input, gameseq: null, gametype: 0, ...roundStart() }),
  initial: 'waiting',
  on: {
    'live.round': {
      target: '.active',
      reenter: true,
      actions: assign(({ event }) => ({ gameseq: event.gameseq, gametype: event.gametype, ...roundStart() })),
    },
    'live.closed': { actions: assign({ closed: true }) },
  },
  states: {
    waiting: {},
    active: {
      type: 'parallel',
      on: { 'page.hidden': 'paused' },
      states: {
        fetch: {
          initial: 'check',
          on: {
            // Only the round's first answer is worth a retry on demand (a failed poll keeps the rows shown);
            // once, even in a closed round, whose orders stay listed.
            'live.retry': { guard: 'firstFetchFailed', target: '.loading', actions: assign({ error: null }) },
          },
          states: {
            check: { always: [{ guard: 'isDone', target: 'stopped' }, { target: 'loading' }] },
            loading: {
              // A round that closes while its answer is on the way (a room opened in the closing window:
              // loaded, then closed at once) still wants that answer; polling stops after it.
              on: { 'live.closed': { actions: assign({ closed: true }) } },
              invoke: {
                src: 'getVorder',
                input: ({ context }) => ({
                  roomid: context.roomid,
                  gameseq: context.gameseq!,
                  isfirst: context.fetched ? 0 : 1,
                  gametype: context.gametype,
                }),
                onDone: [
                  { guard: 'isClosed', target: 'stopped', actions: { type: 'mergeRows', params: ({ event }) => ({ rows: event.output }) } },
                  { target: 'idle', actions: { type: 'mergeRows', params: ({ event }) => ({ rows: event.output }) } },
                ],
                // A failed poll is not worth a toast: the list says it may be out of date, and the next poll
                // tries again, in a closed round too (orders placed before the close may be missing).
                onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
              },
            },
            idle: {
              on: {
                'live.closed': [
                  { guard: ({ context }) => context.error === null, target: 'stopped', actions: assign({ closed: true }) },
                  // the last fetch failed: the next poll still comes
                  { actions: assign({ closed: true }) },
                ],
              },
              after: { poll: 'check' },
            },
            stopped: {},
          },
        },
        reveal: {
          initial: 'waiting',
          states: {
            waiting: { always: { guard: 'hasQueue', target: 'counting' } },
            counting: { after: { reveal: { target: 'waiting', actions: 'revealOne' } } },
          },
        },
      },
    },
    paused: {
      on: { 'page.visible': 'active' },
    },
  },
})

export type LiveOrdersMachine = typeof liveOrdersMachine
