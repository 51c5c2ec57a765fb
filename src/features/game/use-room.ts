import { useEffect, useMemo, useState } from 'react'
import { useActorRef } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useApp } from '../../app/app-context'
import { getGameinfo } from '../../api/game'
import { current, getGamecancel, getGamelog, getVorder, order, type Award, type OrderBody, type OrderPlaced, type RoomRound, type VorderQuery } from '../../api/game-orders'
import type { GameInfo, GameLogEntry, Room, VorderRow } from '../../api/types'
import { betMachine } from '../../../machines/bet.machine'
import { liveOrdersMachine } from '../../../machines/live-orders.machine'
import { roundMachine } from '../../../machines/round.machine'
import { ownOrdersMachine } from '../../../machines/own-orders.machine'

/** The room's calls; each defaults to the app's API (stories and tests replace some). */
export interface RoomBackend {
  getGameinfo?: (input: { roomid: number }) => Promise<GameInfo>
  order?: (input: OrderBody) => Promise<OrderPlaced>
  getVorder?: (input: VorderQuery) => Promise<VorderRow[]>
  getGamelog?: (input: RoomRound) => Promise<GameLogEntry[]>
  getGamecancel?: (input: { roomid: number; order_id: number }) => Promise<void>
  current?: (input: RoomRound) => Promise<Award>
}

export interface RoomOptions {
  /** The rate of every option index the bet slip may send (racing spreads rate0..rate3 over 40 options). */
  ratesOf?: (room: Room) => readonly number[]
}

/** Monotonic time for the countdown: never the wall clock, which the user or NTP may move. */
const monotonic = () => performance.now()

/**
 * The four actors of a game room and the wiring between them: the round machine leads (loaded,
 * closed, over), the bet slip, the live list and the own orders follow; page visibility pauses
 * polling. Actions that change the balance refresh the session's user.
 */
export function useRoom(roomid: number, overrides: RoomBackend = {}, options: RoomOptions = {}) {
  const ratesOf = options.ratesOf ?? ((room: Room) => room.rates)
  const { api, session } = useApp()
  // Built once per room: `provide` copies a machine, which is not free on every render of the room.
  const [machines] = useState(() => provideRoomMachines({
    getGameinfo: (input) => getGameinfo(api, input),
    order: (input) => order(api, input),
    getVorder: (input) => getVorder(api, input),
    getGamelog: (input) => getGamelog(api, input),
    getGamecancel: (input) => getGamecancel(api, input),
    current: (input) => current(api, input),
    ...overrides,
  }))
  const round = useActorRef(machines.round, { input: { roomid, now: monotonic } })
  const bet = useActorRef(machines.bet)
  const live = useActorRef(machines.live, { input: { roomid } })
  const orders = useActorRef(machines.orders, { input: { roomid } })

  useEffect(() => {
    let disposed = false
    // Each follower takes up a new round in a task of its own: the round's render plus the four
    // requests it starts (and their renders) made one long task at every round transition. The
    // round's other news goes through the same queue (timers run in order), so a round loaded
    // already closed reaches the bet slip as "new round", then "closed" — never the other way round.
    const later = (send: () => void) => void setTimeout(() => disposed || send(), 0)
    const subs = [
      round.on('round.loaded', ({ info, newRound, previous }) => {
        const game = info.game
        if (game) {
          const round = { roomid: info.room.id, gameid: game.id, seqno: game.seqno, rates: ratesOf(info.room), minbuy: info.room.minbuy }
          later(() => bet.send({ type: 'bet.round', round }))
          later(() => live.send({ type: 'live.round', gameseq: game.seqno, gametype: game.gametype }))
          later(() => orders.send({ type: 'orders.round', gameseq: game.seqno, gametype: game.gametype }))
        }
        // a new round after a draw: winnings may have been credited
        if (newRound && previous) later(() => session.send({ type: 'session.refresh' }))
      }),
      round.on('round.closed', () => later(() => {
        bet.send({ type: 'bet.closed' })
        live.send({ type: 'live.closed' })
        orders.send({ type: 'orders.closed' })
      })),
      round.on('round.over', () => later(() => {
        bet.send({ type: 'bet.clear' })
        orders.send({ type: 'orders.clear' })
      })),
      bet.on('bet.placed', () => {
        session.send({ type: 'session.refresh' })
        orders.send({ type: 'orders.reload' })
      }),
      // an order in doubt: each check also asks for the balance, so the screen follows the server's
      bet.on('bet.checking', () => session.send({ type: 'session.refresh' })),
      bet.on('bet.unknown', () => orders.send({ type: 'orders.reload' })),
      bet.on('bet.notPlaced', () => orders.send({ type: 'orders.reload' })),
      orders.on('orders.cancelled', () => session.send({ type: 'session.refresh' })),
      orders.on('orders.checking', () => session.send({ type: 'session.refresh' })),
    ]
    // the balance the slip checks against follows the session's user
    const syncBalance = () => bet.send({ type: 'bet.balance', balance: session.getSnapshot().context.user?.money ?? null })
    syncBalance()
    const userSub = session.subscribe(syncBalance)

    const onVisibility = () => {
      const type = document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible'
      round.send({ type })
      live.send({ type })
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      disposed = true
      for (const s of subs) s.unsubscribe()
      userSub.unsubscribe()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [round, bet, live, orders, session])

  // one object for the room's lifetime: the room's memoized parts take it as a prop
  return useMemo(() => ({ round, bet, live, orders }), [round, bet, live, orders])
}

export type RoomActors = ReturnType<typeof useRoom>

function provideRoomMachines(backend: Required<RoomBackend>) {
  return {
    round: roundMachine.provide({ actors: { getGameinfo: fromPromise(({ input }) => backend.getGameinfo(input)) } }),
    bet: betMachine.provide({
      actors: {
        order: fromPromise(({ input }) => backend.order(input)),
        getVorder: fromPromise(({ input }) => backend.getVorder(input)),
      },
    }),
    live: liveOrdersMachine.provide({ actors: { getVorder: fromPromise(({ input }) => backend.getVorder(input)) } }),
    orders: ownOrdersMachine.provide({
      actors: {
        getGamelog: fromPromise(({ input }) => backend.getGamelog(input)),
        getGamecancel: fromPromise(({ input }) => backend.getGamecancel(input)),
        current: fromPromise(({ input }) => backend.current(input)),
      },
    }),
  }
}
