// The soak's readings of the DOM's counters (tests/e2e/soak-session.ts), without its browser: unit-tested on its own.

/**
 * The quietest of a sample's readings of the DOM's counters: the fewest listeners without the live rows, then
 * the fewest nodes without them (`base` gives both), the first of equals. The counters move for a moment while
 * the app works (a request in flight holds a listener on its abort signal; a round's change adds and drops a
 * few); a leak shows in every reading, so in the quietest too.
 */
export function quietest<T>(readings: readonly T[], base: (reading: T) => readonly [listeners: number, nodes: number]): T {
  if (readings.length === 0) throw new Error('quietest: no reading')
  return readings.reduce((kept, next) => {
    const [listeners, nodes] = base(next)
    const [keptListeners, keptNodes] = base(kept)
    return listeners < keptListeners || (listeners === keptListeners && nodes < keptNodes) ? next : kept
  })
}
