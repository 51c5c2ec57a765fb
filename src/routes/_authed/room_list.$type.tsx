import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../../features/shell/placeholder-screen'

export const Route = createFileRoute('/_authed/room_list/$type')({
  component: () => <PlaceholderScreen route="room_list" />,
})
