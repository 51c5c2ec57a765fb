import { createFileRoute } from '@tanstack/react-router'
import { RoomScreen } from '../../features/game/room-screen'

export const Route = createFileRoute('/_authed/activity/$id')({
  component: function ActivityRoute() {
    const { id } = Route.useParams()
    // keyed by id: another room is a fresh set of machines
    return <RoomScreen key={id} id={id} />
  },
})
