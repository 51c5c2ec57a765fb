import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/shell/placeholder-screen'

export const Route = createFileRoute('/recharge/{-$back}')({
  staticData: { tabBar: true },
  component: () => <PlaceholderScreen route="recharge" />,
})
