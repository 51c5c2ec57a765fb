import { createFileRoute } from '@tanstack/react-router'
import { FinanceScreen } from '../features/mining/finance-screen'

export const Route = createFileRoute('/finance')({
  component: FinanceScreen,
})
