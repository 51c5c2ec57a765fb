import { useSyncExternalStore } from 'react'
import { appUpdate } from './update-offer'

/** A new build waits for the user's go-ahead (src/app/update-offer.ts). */
export function useAppUpdateReady(): boolean {
  return useSyncExternalStore(appUpdate.subscribe, appUpdate.ready, () => false)
}

/** The user agreed: the new build takes over and the page reloads into it. */
export const applyAppUpdate = (): void => appUpdate.apply()
