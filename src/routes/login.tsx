import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../features/account/login-screen'

export const Route = createFileRoute('/login')({
  staticData: { formatsNumbers: false },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: function LoginRoute() {
    const { redirect } = Route.useSearch()
    return <LoginScreen redirect={redirect} />
  },
})
