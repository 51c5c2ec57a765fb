import { createFileRoute } from '@tanstack/react-router'
import { BankListScreen } from '../../features/wallet/bank-list-screen'

export const Route = createFileRoute('/_authed/banklist')({
  component: BankListScreen,
})
