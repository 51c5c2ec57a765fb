import { createFileRoute } from '@tanstack/react-router'
import { HomeResultsBoard } from '../features/game/results-board'
import { TrendScreen } from '../features/market/trend-screen'

export const Route = createFileRoute('/lotteryprize')({
  staticData: { tabBar: true },
  component: Trend,
})

function Trend() {
  return <TrendScreen board={<HomeResultsBoard />} />
}
