import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/shell/placeholder-screen'

export const Route = createFileRoute('/lotteryprize')({
  staticData: { tabBar: true },
  component: () => <PlaceholderScreen route="lotteryprize" noBack />,
})
