// The round of a game room: load the room, count down from the server's `diff` on a
// monotonic clock, close at 60 s, draw at 0, reload 3 s later; hidden pages stop, visible ones resync.
import { assign, cancel, emit, fromPromise, raise, setup } from 'xstate'
import { isApiError } from '../src/api/errors'
import type { GameInfo } from '../src/api/types'

/** Bets close at 60 s or less remaining; the next round is loaded 3 s after 0. */
export const CLOSE_AT_MS = 60_000
export const RESTART_DELAY_MS = 3_000
/**
 * The longest wait between two recomputations of the countdown. Ticks also fall exactly on the
 * moments the shown whole second changes (and at 60 s and 0), so the display flips on time; a late
 * tick loses nothing because every tick recomputes from the monotonic clock instead of counting.
 */
export const TICK_MS = 250
/** A failed load is retried after this long (the view keeps showing what it has). */
export const RETRY_DELAY_MS = 5_000

export interface RoundInput {
  roomid: number
  /** Monotonic milliseconds (performance.now in the app, the simulated clock in tests). */
  now: () => number
}

export interface RoundContext extends RoundInput {
  info: GameInfo | null
  /** Monotonic time at which the round ends, from the server's diff. */
  deadline: number | null
  remainingMs: number
  /** When the pending getGameinfo was sent (monotonic). */
  requestedAt: number
  error: unknown
}

export type RoundEvent = { type: 'round.tick' } | { type: 'round.retry' } | { type: 'page.hidden' } | { type: 'page.visible' }

export type RoundEmitted =
  | { type: 'round.loaded'; info: GameInfo; newRound: boolean; previous: GameInfo | null }
  | { type: 'round.closed' }
  | { type: 'round.over' }
  | { type: 'round.loadFailed'; error: unknown }

/** The server's time left in ms; `second` may carry a fraction (src/api/types.ts Diff). */
export const diffMs = (diff: GameInfo['diff']) => Math.round((diff.minute * 60 + diff.second) * 1000)

/**
 * Time to the next moment that matters: the next change of the shown whole second (the view shows
 * ceil(remaining / 1000), which drops when remaining reaches a multiple of 1000), the close, the end.
 */
export function nextTick(remaining: number): number {
  if (remaining <= 0) return TICK_MS
  const toNextSecond = remaining - (Math.ceil(remaining / 1000) - 1) * 1000
  const candidates = [TICK_MS, toNextSecond]
  if (remaining > CLOSE_AT_MS) candidates.push(remaining - CLOSE_AT_MS)
  return Math.max(1, Math.min(...candidates))
}

const isMissingRoom = (error: unknown) => isApiError(error) && error.kind === 'code' && error.errCode === 1057

export const roundMachine = setup({
  types: {
    context: {} as RoundContext,
    events: {} as RoundEvent,
    emitted: {} as RoundEmitted,
    input: {} as RoundInput,
  },
  actors: {
    getGameinfo: fromPromise<GameInfo, { roomid: number }>(async () => {
      throw new Error('round: provide the getGameinfo actor')
    }),
  },
  actions: {
    assignRemaining: assign({
      remainingMs: ({ context }) => (context.deadline === null ? 0 : Math.max(0, context.deadline - context.now())),
    }),
    scheduleTick: raise({ type: 'round.tick' }, { id: 'tick', delay: ({ context }) => nextTick(context.remainingMs) }),
  },
  delays: {
    restart: RESTART_DELAY_MS,
    retry: RETRY_DELAY_MS,
  },
  guards: {
    isClosing: ({ context }) => context.remainingMs <= CLOSE_AT_MS,
    isOver: ({ context }) => context.remainingMs <= 0,
    isMissingRoom: (_, params: { error: unknown }) => isMissingRoom(params.error),
  },
}).createMachine({
  id: 'round',
  context: ({ input }) => ({ ...input, info: null, deadline: null, remainingMs: 0, requestedAt: 0, error: null }),
  initial: 'live',
  states: {
    live: {
      initial: 'loading',
      on: { 'page.hidden': 'hidden' },
      states: {
        loading: {
          entry: assign({ requestedAt: ({ context }) => context.now() }),
          invoke: {
            src: 'getGameinfo',
            input: ({ context }) => ({ roomid: context.roomid }),
            onDone: {
              target: 'running',
              actions: [
                emit(({ context, event }) => ({
                  type: 'round.loaded' as const,
                  info: event.output,
                  previous: context.info,
                  newRound: context.info?.game?.seqno !== event.output.game?.seqno,
                })),
                assign(({ context, event }) => {
                  const arrived = context.now()
                  // The server measured diff somewhere between sending and arriving: take the middle.
                  const measuredAt = (context.requestedAt + arrived) / 2
                  return {
                    info: event.output,
                    error: null,
                    deadline: event.output.game ? measuredAt + diffMs(event.output.diff) : null,
                  }
                }),
              ],
            },
            onError: [
              {
                guard: { type: 'isMissingRoom', params: ({ event }) => ({ error: event.error }) },
                target: '#round.missing',
                actions: assign({ error: ({ event }) => event.error }),
              },
              {
                target: 'failed',
                actions: [
                  assign({ error: ({ event }) => event.error }),
                  emit(({ event }) => ({ type: 'round.loadFailed' as const, error: event.error })),
                ],
              },
            ],
          },
        },
        running: {
          entry: ['assignRemaining', 'scheduleTick'],
          exit: cancel('tick'),
          on: { 'round.tick': { actions: ['assignRemaining', 'scheduleTick'] } },
          initial: 'open',
          states: {
            open: { always: { guard: 'isClosing', target: 'closed' } },
            closed: {
              entry: emit({ type: 'round.closed' }),
              always: { guard: 'isOver', target: '#round.live.drawing' },
            },
          },
        },
        drawing: {
          entry: [assign({ remainingMs: 0 }), emit({ type: 'round.over' })],
          after: { restart: 'loading' },
        },
        failed: {
          on: { 'round.retry': 'loading' },
          after: { retry: 'loading' },
        },
      },
    },
    hidden: {
      on: { 'page.visible': 'live' },
    },
    missing: {
      type: 'final',
    },
  },
})

export type RoundMachine = typeof roundMachine
