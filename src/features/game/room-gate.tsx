import { useDeferredValue, type ComponentType } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import Button from 'antd-mobile/es/components/button'
import type { Room } from '../../api/types'
import { codeMessage, errorMessage } from '../../i18n/error-message'
import { Page } from '../../ui/page'
import { useRoomFeedback } from './room-feedback'
import { useRoom, type RoomActors } from './use-room'

/** A room id from the URL: a positive integer, else null (the screen says the room does not exist). */
export const parseRoomId = (id: string): number | null => (/^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null)

interface RoomParts {
  ratesOf?: (room: Room) => readonly number[]
  View: ComponentType<{ actors: RoomActors }>
}

/**
 * A game room of any kind from its URL id: runs the room (machines/room.machine.ts), says when it does
 * not exist or cannot load, and renders `View` once the round is there. `ratesOf`: the rate of every
 * option index (racing spreads four rates over 40 options).
 */
export function RoomGate({ id, ...parts }: RoomParts & { id: string }) {
  const roomid = parseRoomId(id)
  return roomid === null ? <RoomMissing /> : <LiveRoom roomid={roomid} {...parts} />
}

function LiveRoom({ roomid, ratesOf, View }: RoomParts & { roomid: number }) {
  const actors = useRoom(roomid, { ratesOf })
  const missing = useSelector(actors.round, (s) => s.matches('missing'))
  // The room's first render is its heaviest (every part mounts): as a transition React renders it in
  // slices, so the countdown's ticks and input are not held up behind it (useSyncExternalStore
  // updates are otherwise rendered in one synchronous task).
  const loaded = useDeferredValue(useSelector(actors.round, (s) => s.context.info !== null))
  const minjoin = useSelector(actors.round, (s) => s.context.info?.room.minjoin)
  useRoomFeedback(actors, minjoin)
  if (missing) return <RoomMissing />
  if (!loaded) return <RoomLoading actors={actors} />
  return <View actors={actors} />
}

export function RoomMissing() {
  const { t, i18n } = useLingui()
  return (
    <Page title={t`Game room`}>
      <div className="state-page" role="alert" data-testid="room-missing">
        <p>{codeMessage(i18n, 1057)}</p>
        <Link to="/" className="link">
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </Page>
  )
}

export function RoomLoading({ actors }: { actors: RoomActors }) {
  const { t, i18n } = useLingui()
  const error = useSelector(actors.round, (s) => (s.matches({ live: 'failed' }) ? s.context.error : null))
  return (
    <Page title={t`Game room`}>
      {error ? (
        <div className="state-page" role="alert" data-testid="room-error">
          <p>{errorMessage(i18n, error)}</p>
          <Button color="primary" onClick={() => actors.round.send({ type: 'round.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className="state-page muted" data-testid="room-loading">
          <Trans>Loading the room…</Trans>
        </div>
      )}
    </Page>
  )
}
