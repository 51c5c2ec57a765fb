import { createFileRoute } from '@tanstack/react-router'
import { HelpListScreen } from '../features/content/help-list-screen'

export const Route = createFileRoute('/help/list')({
  component: HelpListScreen,
})
