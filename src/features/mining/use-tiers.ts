import { useApp } from '../../app/app-context'
import { getMinerList, type MinerTier } from '../../api/mining'
import { PRODUCT_TIERS, percentToPpm, type MiningTier } from '../../lib/mining'
import { useLoad } from '../../ui/use-load'
import { isNotAvailable } from '../../api/errors'

/** The backend's tiers in the app's terms; rows without a usable rate or period are dropped. */
export function fromMinerList(list: MinerTier[]): MiningTier[] {
  return list
    .flatMap((row, i) => {
      const ratePpm = percentToPpm(row.rate)
      if (ratePpm === null || row.days <= 0) return []
      return [{ tier: row.tier || i + 1, min: row.min, ...(row.max === undefined ? {} : { max: row.max }), ratePpm, days: row.days }]
    })
    .sort((a, b) => a.min - b.min)
}

export interface MiningTiers {
  tiers: readonly MiningTier[]
  fromBackend: boolean
  /**
   * The tiers are the server's word: its answer is in (its tiers, or none usable: the product's), or it
   * has no such call (the product's). False while the first answer is awaited and after it failed: the
   * product table shows meanwhile, but what the server allows is not known.
   */
  known: boolean
  /**
   * getMinerList failed for a reason worth a retry (timeout, network, HTTP 5xx, a malformed answer):
   * the product table shows meanwhile, and the screen says so. A backend without the call is no error.
   */
  error: unknown
  reload: () => void
}

/**
 * The product's four tiers always show; when the backend answers getMinerList, its
 * tiers replace them. A backend without the call (404, non-success) keeps the product table quietly.
 * A reload keeps the last answer's tiers until the next one comes (a failed reload too).
 */
export function useMiningTiers(): MiningTiers {
  const { api } = useApp()
  const load = useLoad(() => getMinerList(api))
  const backend = load.data ? fromMinerList(load.data) : []
  const notAvailable = load.status === 'error' && isNotAvailable(load.error)
  const error = load.status === 'error' && !notAvailable && load.data === undefined ? load.error : null
  const known = load.data !== undefined || notAvailable
  const reload = () => void load.reload()
  return backend.length > 0
    ? { tiers: backend, fromBackend: true, known, error, reload }
    : { tiers: PRODUCT_TIERS, fromBackend: false, known, error, reload }
}

export const findTier = (tiers: readonly MiningTier[], tier: number) => tiers.find((t) => t.tier === tier) ?? null
