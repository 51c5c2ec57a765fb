import { afterEach, beforeEach, expect, vi } from 'vitest'

/**
 * The tests of the enclosing describe run for a viewer in `zone`: it is the process's local time zone
 * (Node re-reads TZ when it changes), restored after each test.
 */
export function inViewerZone(zone: string): void {
  beforeEach(() => {
    vi.stubEnv('TZ', zone)
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })
}
