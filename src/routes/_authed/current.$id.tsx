import { createFileRoute } from '@tanstack/react-router'
import { CurrentScreen } from '../../features/content/current-screen'

export const Route = createFileRoute('/_authed/current/$id')({
  staticData: { formatsNumbers: false },
  component: function CurrentRoute() {
    const { id } = Route.useParams()
    return <CurrentScreen id={id} />
  },
})
