import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { I18n } from '@lingui/core'
import { orderKey, type GameLogEntry, type Room } from '../../api/types'
import { formatMoney, type Cents } from '../../lib/money'
import { Dialog } from '../../ui/dialog'
import type { RoomOption } from './options'
import type { RoomActors } from './use-room'

// What the room's views share: the room's options, whether its parts are subscribed yet, and the
// controls (rules sheet, follow, cancel with its question, tabs) of both rooms.

export const roomOf = (s: ReturnType<RoomActors['round']['getSnapshot']>): Room => s.context.info!.room

/**
 * The room's options, the same array while the room's type, rates and the language stay the same
 * (each round's getGameinfo brings a new room object), so the parts that take them skip re-rendering.
 */
export function useRoomOptions(round: RoomActors['round'], build: (i18n: I18n, room: Room) => RoomOption[]): RoomOption[] {
  const { i18n } = useLingui()
  const key = useSelector(round, (s) => `${roomOf(s).type}|${roomOf(s).rates.join(',')}`)
  // `key` and the language are everything the options depend on (the room object itself changes every round)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => build(i18n, roomOf(round.getSnapshot())), [key, i18n, i18n.locale, round, build])
}

/**
 * False until the room's first render has taken effect. That render is a transition (room-screen.tsx):
 * it can show before its parts have subscribed to the machines (subscriptions are effects, and a
 * transition's effects run a moment after it commits); until then the room is marked aria-busy.
 * Parents' effects run after their children's, so this one runs once every part is subscribed.
 */
export function useRoomReady(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return ready
}

/** The rules sheet's state and the order lists' callbacks, stable across renders and rounds. */
export function useRoomControls({ bet, orders }: RoomActors) {
  const { t } = useLingui()
  const [rulesOpen, setRulesOpen] = useState(false)
  const openRules = useCallback(() => setRulesOpen(true), [])
  const closeRules = useCallback(() => setRulesOpen(false), [])
  const onFollow = useCallback((index: number, amount: Cents) => bet.send({ type: 'bet.follow', index, amount }), [bet])
  const { i18n } = useLingui()
  const onCancel = useCallback(
    (row: GameLogEntry) => {
      const id = orderKey(row)!
      // closed: the orders machine refuses with 1020 at once, no question asked first
      if (bet.getSnapshot().context.closed) return void orders.send({ type: 'orders.cancel', id })
      // a server that groups entries into orders cancels the whole order: say so before asking
      const group = orders.getSnapshot().context.orders.filter((o) => orderKey(o) === id)
      const count = group.length
      const total = formatMoney(group.reduce((sum, o) => sum + o.money, 0) as Cents, i18n.locale)
      const question = count > 1 ? t`This order has ${count} options (${total} in all). Cancel all of them?` : t`Cancel this order?`
      void Dialog.confirm({ content: question, 'aria-label': question, confirmText: t`Cancel order`, cancelText: t`Keep it` }).then(
        (ok) => ok && orders.send({ type: 'orders.cancel', id }),
      )
    },
    [bet, orders, t, i18n],
  )
  const [tab, setTab] = useState('live')
  const showOrders = useCallback(() => setTab('mine'), [])
  return { rulesOpen, openRules, closeRules, onFollow, onCancel, tab, setTab, showOrders }
}
