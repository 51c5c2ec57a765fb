import { createFileRoute } from '@tanstack/react-router'
import { HomeBoard } from '../features/game/home-board'
import { TrendScreen } from '../features/market/trend-screen'

export const Route = createFileRoute('/lotteryprize')({
  staticData: { tabBar: true },
  component: Trend,
})

function Trend() {
  return <TrendScreen board={<HomeBoard />} />
}
