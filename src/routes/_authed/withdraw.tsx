import { createFileRoute } from '@tanstack/react-router'
import { WithdrawScreen } from '../../features/wallet/withdraw-screen'

export const Route = createFileRoute('/_authed/withdraw')({
  component: WithdrawScreen,
})
