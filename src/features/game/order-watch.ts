import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ActorSystem } from 'xstate'
import type { SessionActor } from '../../app/app-context'
import type { CallAction } from '../../api/client'
import { isApiError } from '../../api/errors'
import type { GameInfo } from '../../api/types'
import { errorMessage } from '../../i18n/error-message'
import { Toast } from '../../ui/toast'
import type { RoomActors } from './use-room'

// What a game room leaves unsaid when it closes (the user leaves it, the session ends): an order or a cancel
// whose answer is still on its way, or whose answer was lost and is still being checked. The watch lives as
// long as the app (one per session actor), so each is told once all the same: a late answer as it comes, an
// outcome still being checked as unconfirmed, never as failed. After a forced logout what is unconfirmed goes
// into /login's notice (the session keeps it); a late success or refusal is told with its room and round.

/** An order or a cancel, named as the user knows it: its room, and its round or its order number. */
export type Watched =
  | { action: 'order'; roomid: number; room: string | null; seqno: string | null }
  | { action: 'cancel'; roomid: number; room: string | null; id: number }

export interface OrderWatch {
  /**
   * An order or a cancel sent from a room; `signal` aborts when the room stops. An answer that comes after
   * that is told here (the room's own toasts are gone with it). Returns `call` unchanged.
   */
  sent<T>(call: Promise<T>, signal: AbortSignal, what: Watched): Promise<T>
  /** A room on screen; the function returned closes it: what it was still checking is told then. */
  open(actors: RoomActors): () => void
}

const watches = new WeakMap<SessionActor, OrderWatch>()

/**
 * The app's watch (one per session actor: a test or story that boots another app gets its own); `i18n` is the
 * app's, whose language may change meanwhile.
 */
export function orderWatch(session: SessionActor, i18n: I18n): OrderWatch {
  let watch = watches.get(session)
  if (!watch) {
    watch = createOrderWatch(session, i18n)
    watches.set(session, watch)
  }
  return watch
}

/** What an order or a cancel about to be sent concerns, from the room's running actors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any room's system: only its `round` and `bet` are read
export function describeCall(system: ActorSystem<any>, action: CallAction, body: { roomid: number; order_id?: number }): Watched {
  const info = system.get('round')?.getSnapshot().context.info as GameInfo | null | undefined
  const room = info?.room.title || null
  if (action === 'cancel') return { action, roomid: body.roomid, room, id: body.order_id ?? 0 }
  const seqno = (system.get('bet')?.getSnapshot().context.pendingSeqno as string | null | undefined) ?? null
  return { action, roomid: body.roomid, room, seqno }
}

function roomName(i18n: I18n, what: Watched): string {
  const id = what.roomid
  return what.room ?? i18n._(msg`room ${id}`)
}

function doneText(i18n: I18n, what: Watched): string {
  const room = roomName(i18n, what)
  if (what.action === 'cancel') {
    const id = what.id
    return i18n._(msg`Order #${id} in ${room} was cancelled and the amount refunded.`)
  }
  const seqno = what.seqno ?? ''
  return i18n._(msg`Your order in ${room}, round ${seqno} was placed.`)
}

function refusedText(i18n: I18n, what: Watched, error: unknown): string {
  const room = roomName(i18n, what)
  const reason = errorMessage(i18n, error)
  if (what.action === 'cancel') {
    const id = what.id
    return i18n._(msg`Order #${id} in ${room} was not cancelled: ${reason}`)
  }
  const seqno = what.seqno ?? ''
  return i18n._(msg`Your order in ${room}, round ${seqno} was not placed: ${reason}`)
}

function unconfirmedText(i18n: I18n, what: Watched): string {
  const room = roomName(i18n, what)
  if (what.action === 'cancel') {
    const id = what.id
    return i18n._(msg`We could not confirm whether order #${id} in ${room} was cancelled. See Bet records.`)
  }
  const seqno = what.seqno ?? ''
  return i18n._(msg`We could not confirm whether your order in ${room}, round ${seqno} was placed. See Bet records.`)
}

/** What the room was still checking: an order whose answer was lost, a cancel whose answer was lost. */
function inDoubt({ round, bet, orders }: RoomActors): Watched[] {
  const room = round.getSnapshot().context.info?.room
  const base = { roomid: room?.id ?? 0, room: room?.title || null }
  const found: Watched[] = []
  const slip = bet.getSnapshot()
  if (slip.matches('verifying')) found.push({ ...base, action: 'order', seqno: slip.context.pendingSeqno })
  const list = orders.getSnapshot()
  if (list.matches({ list: 'cancelInDoubt' }) && list.context.cancellingId !== null)
    found.push({ ...base, action: 'cancel', id: list.context.cancellingId })
  return found
}

const keyOf = (what: Watched) => (what.action === 'order' ? `order ${what.seqno}` : `cancel ${what.id}`)

function createOrderWatch(session: SessionActor, i18n: I18n): OrderWatch {
  /** the rooms on screen, each with what has been told of it */
  const rooms = new Map<RoomActors, Set<string>>()
  const show = (content: string, icon?: 'success' | 'fail') =>
    Toast.show({ content, icon, duration: 5000, maskClickable: true, outcome: true })
  const forcedOut = () => session.getSnapshot().context.endedBy === 'expired'

  // Unknown: after a forced logout, for /login's notice (or one of its own, once it has been shown); else here.
  const unconfirmed = (what: Watched, ended = forcedOut()) => {
    if (ended) session.send({ type: 'session.unconfirmed', action: what.action })
    else show(unconfirmedText(i18n, what))
  }
  const tellDoubts = (actors: RoomActors, told: Set<string>, ended?: boolean) => {
    for (const what of inDoubt(actors)) {
      if (told.has(keyOf(what))) continue
      told.add(keyOf(what))
      unconfirmed(what, ended)
    }
  }

  // A forced logout closes the rooms: what they are checking cannot be checked any more (the token is gone),
  // and /login's notice is read in a moment, so it is told now, before the room's view has gone.
  session.on('session.ended', ({ reason }) => {
    if (reason === 'expired') for (const [actors, told] of rooms) tellDoubts(actors, told, true)
  })

  return {
    sent(call, signal, what) {
      // Told only while the session lives: a stopped session actor is an app torn down (a test's or a
      // story's; the app's own lives as long as the page), and what would be told lands in another's.
      const gone = () => session.getSnapshot().status !== 'active'
      call.then(
        () => {
          if (!signal.aborted || gone()) return
          show(doneText(i18n, what), 'success')
          // the balance moved: what the app shows follows the server
          if (session.getSnapshot().matches('authenticated')) session.send({ type: 'session.refresh' })
        },
        (error: unknown) => {
          if (!signal.aborted || gone()) return
          // a refusal that ended the session: /login says it was not done
          if (isApiError(error) && error.kind === 'session') return
          if (isApiError(error) && error.retryable) unconfirmed(what)
          else show(refusedText(i18n, what, error), 'fail')
        },
      )
      return call
    },
    open(actors) {
      const told = new Set<string>()
      rooms.set(actors, told)
      return () => {
        rooms.delete(actors)
        tellDoubts(actors, told)
      }
    },
  }
}
