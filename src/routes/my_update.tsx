import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/shell/placeholder-screen'

export const Route = createFileRoute('/my_update')({
  component: () => <PlaceholderScreen route="my_update" />,
})
