import { createFileRoute } from '@tanstack/react-router'
import { TrendScreen } from '../features/market/trend-screen'

export const Route = createFileRoute('/lotteryprize')({
  staticData: { tabBar: true },
  component: TrendScreen,
})
