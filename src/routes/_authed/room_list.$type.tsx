import { createFileRoute } from '@tanstack/react-router'
import { RoomListScreen } from '../../features/lobby/room-list-screen'

export const Route = createFileRoute('/_authed/room_list/$type')({
  component: function RoomListRoute() {
    const { type } = Route.useParams()
    return <RoomListScreen type={type} />
  },
})
