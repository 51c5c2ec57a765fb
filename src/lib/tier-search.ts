// A module of its own: route files are part of the app's entry, and src/lib/mining.ts (the tiers, money) is not.

/** The mining pages' `?tier=N`: a positive integer, else none. */
export function tierSearch(search: Record<string, unknown>): { tier?: number } {
  const tier = Number(search.tier)
  return Number.isInteger(tier) && tier > 0 ? { tier } : {}
}
