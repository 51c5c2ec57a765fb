import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../../features/shell/placeholder-screen'

export const Route = createFileRoute('/_authed/my_password')({
  component: () => <PlaceholderScreen route="my_password" />,
})
