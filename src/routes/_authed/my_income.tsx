import { createFileRoute } from '@tanstack/react-router'
import { IncomeScreen } from '../../features/wallet/income-screen'

export const Route = createFileRoute('/_authed/my_income')({
  component: IncomeScreen,
})
