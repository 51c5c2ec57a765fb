import { createFileRoute } from '@tanstack/react-router'
import { TransferInScreen } from '../features/mining/transfer-in-screen'
import { tierSearch } from '../lib/tier-search'

/** `?tier=N`: the plan the user came from (a hint; the amount decides the plan). */
export const Route = createFileRoute('/producttransferin')({
  validateSearch: tierSearch,
  component: function TransferInRoute() {
    const { tier } = Route.useSearch()
    return <TransferInScreen tier={tier} />
  },
})
