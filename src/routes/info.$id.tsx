import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/shell/placeholder-screen'

export const Route = createFileRoute('/info/$id')({
  component: () => <PlaceholderScreen route="info" />,
})
