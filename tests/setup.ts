import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'

// Screens here load their route's code and talk to the demo backend: on a busy 2-core CI machine the
// first import of a route module can take over the library's default 1 s (a register → /user flake).
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks scrollTo; the router's scroll restoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  globalThis.localStorage?.clear()
})
