import { createFileRoute } from '@tanstack/react-router'
import { UserScreen } from '../../features/account/user-screen'

export const Route = createFileRoute('/_authed/user')({
  staticData: { tabBar: true },
  component: UserScreen,
})
