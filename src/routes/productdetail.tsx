import { createFileRoute } from '@tanstack/react-router'
import { ProductDetailScreen } from '../features/mining/product-detail-screen'

/** `?tier=N` chooses the plan; absent → the first. */
export const Route = createFileRoute('/productdetail')({
  validateSearch: (search: Record<string, unknown>): { tier?: number } => {
    const tier = Number(search.tier)
    return Number.isInteger(tier) && tier > 0 ? { tier } : {}
  },
  component: function ProductDetailRoute() {
    const { tier } = Route.useSearch()
    return <ProductDetailScreen tier={tier ?? 1} />
  },
})
