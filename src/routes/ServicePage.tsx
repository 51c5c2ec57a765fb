import { createFileRoute } from '@tanstack/react-router'
import { ServiceScreen } from '../features/content/service-screen'

export const Route = createFileRoute('/ServicePage')({
  staticData: { formatsNumbers: false },
  component: ServiceScreen,
})
