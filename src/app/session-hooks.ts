import { useSelector } from '@xstate/react'
import { useApp } from './app-context'

// Narrow selectors: a screen re-renders only when the slice it reads changes.
export const useUser = () => useSelector(useApp().session, (s) => s.context.user)
export const useIsLoggedIn = () => useSelector(useApp().session, (s) => s.matches('authenticated'))
/**
 * A stored token counts while the session restores it (asks the server who it belongs to): a returning
 * user's screen is theirs from the first render, not a guest's for the moment that takes. A token the
 * server refuses ends the session, and the screen turns to a guest's then.
 */
export const useHasToken = () => useSelector(useApp().session, (s) => s.context.token !== null)
export const useSessionBusy = () =>
  useSelector(useApp().session, (s) => s.matches('loggingIn') || s.matches('loadingUser') || s.matches('restoring'))
