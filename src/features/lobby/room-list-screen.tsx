import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useApp } from '../../app/app-context'
import { getRoomList } from '../../api/game'
import type { Room } from '../../api/types'
import { roomKind } from '../../lib/room-kind'
import { Amount } from '../../ui/amount'
import { EmptyState, LoadingState } from '../../ui/load-states'
import { LoadError } from '../../app/load-error'
import { Page } from '../../ui/page'
import { Tabs } from '../../ui/tabs'
import { useLoad } from '../../ui/use-load'
import { ROOM_TABS, roomTypeOfTab, tabOfRoomType } from './entry'
import { useEnterRoom } from './use-enter-room'
import './lobby.css'

/** /room_list/{type}: tabs USDT, BTC, ETH; the tab index plus 1 is the room type requested. */
export function RoomListScreen({ type }: { type: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const tab = tabOfRoomType(type)
  const roomType = roomTypeOfTab(tab)
  const onTab = (key: string) => void navigate({ to: '/room_list/$type', params: { type: key }, replace: true })
  return (
    <Page title={t`Rooms`}>
      <Tabs
        items={ROOM_TABS.map((label, i) => ({ key: String(roomTypeOfTab(i)), title: label }))}
        activeKey={String(roomType)}
        onChange={onTab}
        className="room-tabs"
      >
        <RoomCards key={roomType} type={roomType} />
      </Tabs>
    </Page>
  )
}

function RoomCards({ type }: { type: number }) {
  const { api } = useApp()
  const rooms = useLoad(() => getRoomList(api, { type }), type)
  const enter = useEnterRoom()
  if (rooms.status === 'error' && !rooms.data) return <LoadError error={rooms.error} onRetry={() => void rooms.reload()} />
  if (!rooms.data) return <LoadingState />
  if (rooms.data.length === 0)
    return (
      <EmptyState>
        <Trans>There are no rooms of this kind yet.</Trans>
      </EmptyState>
    )
  return (
    <ul className="room-cards" data-testid="room-cards" data-type={type}>
      {rooms.data.map((room) => {
        const kind = roomKind(room.type)
        return (
          <RoomCard
            key={room.id}
            room={room}
            // a room whose game is unknown is listed, as the server has it, but cannot be entered
            onEnter={kind ? () => enter({ roomid: room.id, racing: kind === 'racing', minjoin: room.minjoin, level: room.level }) : null}
          />
        )
      })}
    </ul>
  )
}

function RoomCard({ room, onEnter }: { room: Room; onEnter: (() => void) | null }) {
  const { t } = useLingui()
  const { config } = useApp()
  const level = room.level
  return (
    <li className="card room-card" data-testid="room-card" data-room={room.id}>
      <div className="room-info">
        <div className="room-card-title">
          <span>{room.title || <Trans>Room {room.id}</Trans>}</span>
          {level ? (
            <span className="room-level" data-testid="room-level">
              <Trans>VIP {level}+</Trans>
            </span>
          ) : null}
        </div>
        <div className="room-facts">
          <span data-testid="room-minjoin">
            {room.minjoin > 0 ? (
              <Trans>
                Minimum balance to join: <Amount cents={room.minjoin} currency={config.currency} />
              </Trans>
            ) : (
              <Trans>No minimum balance to join</Trans>
            )}
          </span>
          {room.minbuy > 0 && (
            <span>
              <Trans>
                Minimum per order: <Amount cents={room.minbuy} currency={config.currency} />
              </Trans>
            </span>
          )}
        </div>
        {!onEnter && (
          <p className="room-unavailable" data-testid="room-unavailable">
            {t`This room can't be opened in this version of the app.`}
          </p>
        )}
      </div>
      {onEnter && (
        <button type="button" className="room-enter" onClick={onEnter} data-testid="room-enter">
          <Trans>Enter</Trans>
        </button>
      )}
    </li>
  )
}
