import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/shell/placeholder-screen'

export const Route = createFileRoute('/finance')({
  component: () => <PlaceholderScreen route="finance" />,
})
