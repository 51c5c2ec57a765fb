import { afterEach } from 'vitest'
import { act, cleanup, configure } from '@testing-library/react'
import { closeOverlays } from '../src/ui/overlay-roots'
import { overlaysSettled } from '../src/ui/load-overlays'
import { runTeardowns } from './teardown'
import { installDialogPolyfill } from './jsdom-dialog'

// Screens here load their route's code and talk to the demo backend: on a busy 2-core CI machine the
// first import of a route module can take over the library's default 1 s (a register → /user flake),
// and with two test runs side by side a screen reading 3 pages of records took over 5 s. A wait still
// ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 10_000 })

// jsdom lacks scrollTo; the router's scroll restoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => {}
// …and the modal <dialog>'s methods, which dialogs and sheets use.
installDialogPolyfill()

/** One turn of the event loop: React's scheduler and resolved fetches run what they already queued. */
const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// Every test ends with nothing left running: the app unmounted, the actors and demo backends the
// helpers started stopped (tests/teardown.ts), toasts and dialogs (shown outside the app's root) taken down,
// and the work React had queued done while the page still exists.
afterEach(async () => {
  cleanup()
  await overlaysSettled()
  await runTeardowns()
  act(() => closeOverlays())
  await macrotask()
  globalThis.localStorage?.clear()
})
