import { createFileRoute } from '@tanstack/react-router'
import { RacingScreen } from '../../features/game/racing-screen'

export const Route = createFileRoute('/_authed/bjsc/$id')({
  component: function RacingRoute() {
    const { id } = Route.useParams()
    // keyed by id: another room is a fresh set of machines
    return <RacingScreen key={id} id={id} />
  },
})
