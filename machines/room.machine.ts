// A game room: the round leads (loaded, closed, over); the bet slip, the live orders, the user's own
// orders and the reveal of each draw follow it; the session's balance feeds the slip; the page's
// visibility pauses polling. This machine owns them and routes their news, so the views only subscribe.
import { enqueueActions, fromCallback, sendTo, setup, type ActorRefFrom, type EventObject } from 'xstate'
import type { GameInfo, Room } from '../src/api/types'
import type { Cents } from '../src/lib/money'
import { betMachine, type BetEmitted } from './bet.machine'
import { drawRevealMachine } from './draw-reveal.machine'
import { liveOrdersMachine } from './live-orders.machine'
import { ownOrdersMachine, type OwnOrdersEmitted } from './own-orders.machine'
import { roundMachine, type RoundEmitted } from './round.machine'

/** What the room needs of the session: the balance the slip checks against, and asking for a fresh one. */
export interface RoomSession {
  send(event: { type: 'session.refresh' }): void
  getSnapshot(): { context: { user: { money: Cents } | null } }
  subscribe(listener: () => void): { unsubscribe(): void }
}

export interface RoomInput {
  roomid: number
  /** Monotonic milliseconds for the countdown (performance.now in the app, a simulated clock in tests). */
  now: () => number
  session: RoomSession
  /** The rate of every option index the slip may send; the room's `rates` unless given (racing spreads four over 40). */
  ratesOf?: (room: Room) => readonly number[]
}

interface RoomContext {
  roomid: number
  now: () => number
  session: RoomSession
  ratesOf: (room: Room) => readonly number[]
}

type PageEvent = { type: 'page.hidden' } | { type: 'page.visible' }

/** The children's news the room routes, and what the relays report. */
export type RoomEvent =
  | PageEvent
  | Extract<RoundEmitted, { type: 'round.loaded' | 'round.closed' | 'round.over' }>
  | Extract<BetEmitted, { type: 'bet.placed' | 'bet.checking' | 'bet.unknown' | 'bet.notPlaced' }>
  | Extract<OwnOrdersEmitted, { type: 'orders.cancelled' | 'orders.checking' }>
  | { type: 'room.balance'; balance: Cents | null }

const ROUTED_ROUND = ['round.loaded', 'round.closed', 'round.over'] as const
const ROUTED_BET = ['bet.placed', 'bet.checking', 'bet.unknown', 'bet.notPlaced'] as const
const ROUTED_ORDERS = ['orders.cancelled', 'orders.checking'] as const

/** Children emit their news to listeners (the views' toasts listen too); this relays what the room routes. */
const childNews = fromCallback<EventObject, { session: RoomSession }>(({ input, system, sendBack }) => {
  const round = system.get('round') as ActorRefFrom<typeof roundMachine>
  const bet = system.get('bet') as ActorRefFrom<typeof betMachine>
  const orders = system.get('orders') as ActorRefFrom<typeof ownOrdersMachine>
  const subscriptions = [
    ...ROUTED_ROUND.map((type) => round.on(type, (event) => sendBack(event))),
    ...ROUTED_BET.map((type) => bet.on(type, (event) => sendBack(event))),
    ...ROUTED_ORDERS.map((type) => orders.on(type, (event) => sendBack(event))),
  ]
  const balance = () => sendBack({ type: 'room.balance', balance: input.session.getSnapshot().context.user?.money ?? null })
  balance()
  subscriptions.push(input.session.subscribe(balance))
  return () => subscriptions.forEach((s) => s.unsubscribe())
})

/** The document's visibility as page.hidden / page.visible (nothing where there is no document). */
export const pageVisibility = fromCallback<EventObject>(({ sendBack }) => {
  if (typeof document === 'undefined') return
  const onChange = () => sendBack({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' })
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
})

/**
 * News of the round reaches each follower in a task of its own (a zero delay): a round transition's
 * renders and the requests each follower starts are then several short tasks instead of one long one.
 * Timers run in order, so a round loaded already closed reaches the slip as "new round", then "closed".
 */
const NEXT_TASK = { delay: 0 } as const

const roundOf = (info: GameInfo, ratesOf: RoomContext['ratesOf']) => {
  const game = info.game!
  return { roomid: info.room.id, gameid: game.id, seqno: game.seqno, rates: ratesOf(info.room), minbuy: info.room.minbuy }
}

export const roomMachine = setup({
  types: {
    input: {} as RoomInput,
    context: {} as RoomContext,
    events: {} as RoomEvent,
    children: {} as {
      round: 'round'
      bet: 'bet'
      live: 'live'
      orders: 'orders'
      reveal: 'reveal'
      news: 'childNews'
      visibility: 'pageVisibility'
    },
  },
  actors: {
    round: roundMachine,
    bet: betMachine,
    live: liveOrdersMachine,
    orders: ownOrdersMachine,
    reveal: drawRevealMachine,
    childNews,
    pageVisibility,
  },
  actions: {
    refreshSession: ({ context }) => context.session.send({ type: 'session.refresh' }),
    reloadOwnOrders: sendTo('orders', { type: 'orders.reload' }),
  },
}).createMachine({
  id: 'room',
  context: ({ input }) => ({
    roomid: input.roomid,
    now: input.now,
    session: input.session,
    ratesOf: input.ratesOf ?? ((room) => room.rates),
  }),
  invoke: [
    { id: 'round', systemId: 'round', src: 'round', input: ({ context }) => ({ roomid: context.roomid, now: context.now }) },
    { id: 'bet', systemId: 'bet', src: 'bet' },
    { id: 'live', src: 'live', input: ({ context }) => ({ roomid: context.roomid }) },
    { id: 'orders', systemId: 'orders', src: 'orders', input: ({ context }) => ({ roomid: context.roomid }) },
    { id: 'reveal', src: 'reveal' },
    // after the children: it subscribes to them
    { id: 'news', src: 'childNews', input: ({ context }) => ({ session: context.session }) },
    { id: 'visibility', src: 'pageVisibility' },
  ],
  on: {
    'round.loaded': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const game = event.info.game
        if (game) {
          enqueue.sendTo('bet', { type: 'bet.round', round: roundOf(event.info, context.ratesOf) }, NEXT_TASK)
          enqueue.sendTo('live', { type: 'live.round', gameseq: game.seqno, gametype: game.gametype }, NEXT_TASK)
          enqueue.sendTo('orders', { type: 'orders.round', gameseq: game.seqno, gametype: game.gametype }, NEXT_TASK)
        }
        // a new round after a draw: winnings may have been credited
        if (event.newRound && event.previous) enqueue('refreshSession')
        // the round that ended is revealed once the reloaded history holds its result; an older reveal goes
        // (a page hidden across the draw saw no round.over)
        if (event.newRound) {
          const ended = event.previous?.game?.seqno
          const result = event.info.his.find((h) => h.seqno === ended)
          enqueue.sendTo('reveal', result ? { type: 'reveal.show', result } : { type: 'reveal.clear' }, NEXT_TASK)
        }
      }),
    },
    'round.closed': {
      actions: [
        sendTo('bet', { type: 'bet.closed' }, NEXT_TASK),
        sendTo('live', { type: 'live.closed' }, NEXT_TASK),
        sendTo('orders', { type: 'orders.closed' }, NEXT_TASK),
      ],
    },
    'round.over': {
      actions: [
        sendTo('bet', { type: 'bet.clear' }, NEXT_TASK),
        sendTo('orders', { type: 'orders.clear' }, NEXT_TASK),
        sendTo('reveal', { type: 'reveal.clear' }, NEXT_TASK),
      ],
    },
    'bet.placed': { actions: ['refreshSession', 'reloadOwnOrders'] },
    // an order in doubt: each check also asks for the balance, so the screen follows the server's
    'bet.checking': { actions: 'refreshSession' },
    'bet.unknown': { actions: 'reloadOwnOrders' },
    // the balance the server holds, beside the toast saying nothing was charged
    'bet.notPlaced': { actions: ['reloadOwnOrders', 'refreshSession'] },
    'orders.cancelled': { actions: 'refreshSession' },
    'orders.checking': { actions: 'refreshSession' },
    'room.balance': { actions: sendTo('bet', ({ event }) => ({ type: 'bet.balance' as const, balance: event.balance })) },
    'page.hidden': { actions: [sendTo('round', { type: 'page.hidden' }), sendTo('live', { type: 'page.hidden' })] },
    'page.visible': { actions: [sendTo('round', { type: 'page.visible' }), sendTo('live', { type: 'page.visible' })] },
  },
})

export type RoomMachine = typeof roomMachine

/** The actors of a running room, for the views to subscribe to. */
export function roomActors(room: ActorRefFrom<RoomMachine>) {
  const { round, bet, live, orders, reveal } = room.getSnapshot().children
  if (!round || !bet || !live || !orders || !reveal) throw new Error('room: its actors are not running')
  return { round, bet, live, orders, reveal }
}

export type RoomActors = ReturnType<typeof roomActors>
