import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/shell/placeholder-screen'

export const Route = createFileRoute('/help/list')({
  component: () => <PlaceholderScreen route="helpList" />,
})
