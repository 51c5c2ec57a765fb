import { createFileRoute } from '@tanstack/react-router'
import { TransferInScreen } from '../features/mining/transfer-in-screen'

/** `?tier=N`: the plan the user came from (a hint; the amount decides the plan). */
export const Route = createFileRoute('/producttransferin')({
  validateSearch: (search: Record<string, unknown>): { tier?: number } => {
    const tier = Number(search.tier)
    return Number.isInteger(tier) && tier > 0 ? { tier } : {}
  },
  component: function TransferInRoute() {
    const { tier } = Route.useSearch()
    return <TransferInScreen tier={tier} />
  },
})
