import { useSelector } from '@xstate/react'
import { useApp } from './app-context'

// Narrow selectors: a screen re-renders only when the slice it reads changes.
export const useUser = () => useSelector(useApp().session, (s) => s.context.user)
export const useIsLoggedIn = () => useSelector(useApp().session, (s) => s.matches('authenticated'))
export const useSessionBusy = () =>
  useSelector(useApp().session, (s) => s.matches('loggingIn') || s.matches('loadingUser') || s.matches('restoring'))
