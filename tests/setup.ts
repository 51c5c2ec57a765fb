import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'

// jsdom lacks scrollTo; the router's scroll restoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  globalThis.localStorage?.clear()
})
