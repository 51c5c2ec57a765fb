import { useEffect, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react'
import { useActorRef } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useApp } from '../../app/app-context'
import { useRefreshOnOnline } from '../../ui/use-online'
import { getGameinfo } from '../../api/game'
import { current, getGamecancel, getGamelog, getVorder, order, type RoomCalls } from '../../api/game-orders'
import type { Room } from '../../api/types'
import { betMachine } from '../../../machines/bet.machine'
import { liveOrdersMachine } from '../../../machines/live-orders.machine'
import { roundMachine } from '../../../machines/round.machine'
import { ownOrdersMachine } from '../../../machines/own-orders.machine'
import { roomActors, roomMachine, type RoomActors } from '../../../machines/room.machine'
import { describeCall, orderWatch, type OrderWatch } from './order-watch'

export interface RoomOptions {
  /** The rate of every option index the bet slip may send (racing spreads rate0..rate3 over 40 options). */
  ratesOf?: (room: Room) => readonly number[]
}

/** Monotonic time for the countdown: never the wall clock, which the user or NTP may move. */
const monotonic = () => performance.now()

/**
 * A game room (machines/room.machine.ts) on the app's API, or on the calls a story or test gives (`roomCalls`
 * of the app's services). Returns the room's actors, one object for the room's lifetime: the room's
 * memoized parts take it as a prop.
 */
export function useRoom(roomid: number, options: RoomOptions = {}): RoomActors {
  const { api, session, roomCalls } = useApp()
  const { i18n } = useLingui()
  // the app's: an order or a cancel outlives the room it was sent from
  const [watch] = useState(() => orderWatch(session, i18n))
  // Built once per room: `provide` copies a machine, which is not free on every render of the room.
  const [machine] = useState(() =>
    provideRoom(
      {
        getGameinfo: (input) => getGameinfo(api, input),
        order: (input) => order(api, input),
        getVorder: (input) => getVorder(api, input),
        getGamelog: (input) => getGamelog(api, input),
        getGamecancel: (input) => getGamecancel(api, input),
        current: (input) => current(api, input),
        ...roomCalls,
      },
      watch,
    ),
  )
  const room = useActorRef(machine, { input: { roomid, now: monotonic, session, ratesOf: options.ratesOf } })
  const actors = useMemo(() => roomActors(room), [room])
  // what the room is still checking when it closes is told then (its own toasts go with it)
  useEffect(() => watch.open(actors), [watch, actors])
  // The network back: a round or a first list that failed loads now rather than at its next retry
  // (the round and the live list take these only in their failed state; polls that kept their rows just
  // go on). My orders is read again whatever its state: a read that failed offline left it out of date.
  useRefreshOnOnline(() => {
    actors.round.send({ type: 'round.retry' })
    actors.live.send({ type: 'live.retry' })
    actors.orders.send({ type: 'orders.reload' })
  })
  return actors
}

export type { RoomActors }

function provideRoom(backend: RoomCalls, watch: OrderWatch) {
  return roomMachine.provide({
    actors: {
      round: roundMachine.provide({ actors: { getGameinfo: fromPromise(({ input }) => backend.getGameinfo(input)) } }),
      bet: betMachine.provide({
        actors: {
          // an answer that comes after the room has closed is told by the watch
          order: fromPromise(({ input, signal, system }) => watch.sent(backend.order(input), signal, describeCall(system, 'order', input))),
          getVorder: fromPromise(({ input }) => backend.getVorder(input)),
        },
      }),
      live: liveOrdersMachine.provide({ actors: { getVorder: fromPromise(({ input }) => backend.getVorder(input)) } }),
      orders: ownOrdersMachine.provide({
        actors: {
          getGamelog: fromPromise(({ input }) => backend.getGamelog(input)),
          getGamecancel: fromPromise(({ input, signal, system }) =>
            watch.sent(backend.getGamecancel(input), signal, describeCall(system, 'cancel', input)),
          ),
          current: fromPromise(({ input }) => backend.current(input)),
        },
      }),
    },
  })
}
