import { createFileRoute, redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'

/** The auth routes: a guest goes to /login, and comes back here after logging in. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    // Waits on the session actor itself (restoring, logging in) instead of sleeping.
    const snapshot = await waitFor(context.session, (s) => s.matches('guest') || s.matches('authenticated'))
    if (snapshot.matches('guest')) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
})
