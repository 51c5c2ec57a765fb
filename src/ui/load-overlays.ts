import { loadOnFirstUse } from '../lib/load-on-first-use'

/** The code of dialogs and toasts (overlays.ts): one chunk, one loader for dialog.ts and toast.ts. */
export const overlays = loadOnFirstUse(() => import('./overlays'))

/** Fetches it ahead of the first dialog or toast (the page's first touch or key). */
export const preloadOverlays = overlays.preload

/** Settles once every dialog and toast asked for so far has been shown (or handed to the fallback). */
export const overlaysSettled = overlays.settled
