import { createFileRoute } from '@tanstack/react-router'
import { ProductDetailScreen } from '../features/mining/product-detail-screen'
import { tierSearch } from '../lib/tier-search'

/** `?tier=N` chooses the plan; absent → the first. */
export const Route = createFileRoute('/productdetail')({
  validateSearch: tierSearch,
  component: function ProductDetailRoute() {
    const { tier } = Route.useSearch()
    return <ProductDetailScreen tier={tier ?? 1} />
  },
})
