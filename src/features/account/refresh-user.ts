import { waitFor } from 'xstate'
import type { SessionActor } from '../../app/app-context'

/** How long a pull waits for fresh user info before letting go (the request itself times out at 6 s). */
export const REFRESH_WAIT_MS = 7000

/**
 * Pull to refresh: asks the session for fresh user info and resolves when it has answered, with the
 * failure if there was one (null on success, or when a refresh was not possible right now).
 */
export async function refreshUser(session: SessionActor, timeout = REFRESH_WAIT_MS): Promise<unknown> {
  if (!session.getSnapshot().matches({ authenticated: 'idle' })) return null
  session.send({ type: 'session.refresh' })
  const done = await waitFor(session, (s) => !s.matches({ authenticated: 'refreshing' }), { timeout }).catch(() => null)
  return done?.context.error ?? null
}
