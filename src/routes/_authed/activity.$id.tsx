import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../../features/shell/placeholder-screen'

export const Route = createFileRoute('/_authed/activity/$id')({
  component: () => <PlaceholderScreen route="activity" />,
})
