import { createFileRoute } from '@tanstack/react-router'
import { SecurityScreen } from '../../features/account/security-screen'

export const Route = createFileRoute('/_authed/my_password')({
  staticData: { formatsNumbers: false },
  component: SecurityScreen,
})
