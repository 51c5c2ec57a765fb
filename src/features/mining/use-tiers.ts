import { useApp } from '../../app/app-context'
import { getMinerList, type MinerTier } from '../../api/mining'
import { PRODUCT_TIERS, percentToPpm, type MiningTier } from '../../lib/mining'
import { useLoad } from '../../ui/use-load'

/** The backend's tiers in the app's terms; rows without a usable rate or period are dropped. */
export function fromMinerList(list: MinerTier[]): MiningTier[] {
  return list.flatMap((row, i) => {
    const ratePpm = percentToPpm(row.rate)
    if (ratePpm === null || row.days <= 0) return []
    return [{ tier: row.tier || i + 1, min: row.min, ...(row.max === undefined ? {} : { max: row.max }), ratePpm, days: row.days }]
  }).sort((a, b) => a.min - b.min)
}

/**
 * DECISIONS: the product's four tiers always show; when the backend answers getMinerList, its
 * tiers replace them. A backend without the call (404, non-success) keeps the product table.
 */
export function useMiningTiers(): { tiers: readonly MiningTier[]; fromBackend: boolean } {
  const { api } = useApp()
  const load = useLoad(() => getMinerList(api))
  const backend = load.status === 'ready' ? fromMinerList(load.data) : []
  return backend.length > 0 ? { tiers: backend, fromBackend: true } : { tiers: PRODUCT_TIERS, fromBackend: false }
}

export const findTier = (tiers: readonly MiningTier[], tier: number) => tiers.find((t) => t.tier === tier) ?? null
