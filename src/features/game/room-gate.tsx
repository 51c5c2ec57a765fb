import { useCallback, useDeferredValue, useEffect, useState, type ComponentType } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import Button from 'antd-mobile/es/components/button'
import type { Room } from '../../api/types'
import { codeMessage, errorMessage } from '../../i18n/error-message'
import { roomKind, type RoomKind } from '../../lib/room-kind'
import { Page } from '../../ui/page'
import { useRoomFeedback } from './room-feedback'
import { useRoom, type RoomActors } from './use-room'

/** A room id from the URL: a positive integer, else null (the screen says the room does not exist). */
export const parseRoomId = (id: string): number | null => (/^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null)

/** The two room pages: racing rooms have their own, three-digit rooms theirs. */
type RoomPath = '/activity/$id' | '/bjsc/$id'

const PAGES: Record<RoomKind, RoomPath> = { racing: '/bjsc/$id', threeDigit: '/activity/$id' }

interface RoomParts {
  /** the page this gate is: a room of the other kind is sent to its own page */
  path: RoomPath
  ratesOf?: (room: Room) => readonly number[]
  View: ComponentType<{ actors: RoomActors }>
}

/**
 * A game room of any kind from its URL id: runs the room (machines/room.machine.ts), says when it does
 * not exist or cannot load, and renders `View` once the round is there and the room is of this page's
 * kind. `ratesOf`: the rate of every option index (racing spreads four rates over 40 options). A room
 * whose kind the server does not say (src/lib/room-kind.ts) is opened as neither: its machines stop, so
 * nothing of it is asked for again, and the page says it cannot be opened.
 */
export function RoomGate({ id, ...parts }: RoomParts & { id: string }) {
  const roomid = parseRoomId(id)
  const [unknownKind, setUnknownKind] = useState(false)
  const onUnknownKind = useCallback(() => setUnknownKind(true), [])
  if (roomid === null) return <RoomMissing />
  if (unknownKind) return <RoomUnavailable />
  return <LiveRoom roomid={roomid} onUnknownKind={onUnknownKind} {...parts} />
}

function LiveRoom({ roomid, path, ratesOf, View, onUnknownKind }: RoomParts & { roomid: number; onUnknownKind: () => void }) {
  const actors = useRoom(roomid, { ratesOf })
  const missing = useSelector(actors.round, (s) => s.matches('missing'))
  // The room's first render is its heaviest (every part mounts): as a transition React renders it in
  // slices, so the countdown's ticks and input are not held up behind it (useSyncExternalStore
  // updates are otherwise rendered in one synchronous task).
  const loaded = useDeferredValue(useSelector(actors.round, (s) => s.context.info !== null))
  // not deferred: a room of the other kind, or of none known, must not get one render of this page's options
  const kind = useSelector(actors.round, (s) => (s.context.info ? (roomKind(s.context.info.room.type) ?? 'unknown') : null))
  const own = kind === null || kind === 'unknown' ? null : PAGES[kind]
  const minjoin = useSelector(actors.round, (s) => s.context.info?.room.minjoin)
  useRoomFeedback(actors, minjoin)
  useOwnPage(own !== path ? own : null, roomid)
  useEffect(() => {
    if (kind === 'unknown') onUnknownKind()
  }, [kind, onUnknownKind])
  if (missing) return <RoomMissing />
  if (!loaded || own !== path) return <RoomLoading actors={actors} />
  return <View actors={actors} />
}

/**
 * A room opened on the other kind's page (a bookmark, a deep link) goes to its own page in place of this
 * one, so Back does not return to the wrong page: its options there would be another game's, with their
 * indices meaning other bets.
 */
function useOwnPage(to: RoomPath | null, roomid: number) {
  const navigate = useNavigate()
  useEffect(() => {
    if (to) void navigate({ to, params: { id: String(roomid) }, replace: true })
  }, [navigate, to, roomid])
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

/** A room whose kind is unknown: neither page can take its bets with the meaning the server gives them. */
export function RoomUnavailable() {
  const { t } = useLingui()
  return (
    <Page title={t`Game room`}>
      <div className="state-page" role="alert" data-testid="room-unavailable">
        <p>{t`This room can't be opened in this version of the app.`}</p>
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
