import { createFileRoute } from '@tanstack/react-router'
import { ServiceScreen } from '../features/content/service-screen'

export const Route = createFileRoute('/ServicePage')({
  component: ServiceScreen,
})
