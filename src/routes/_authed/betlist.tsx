import { createFileRoute } from '@tanstack/react-router'
import { BetlistScreen } from '../../features/records/betlist-screen'

export const Route = createFileRoute('/_authed/betlist')({
  component: BetlistScreen,
})
