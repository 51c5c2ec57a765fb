import { createFileRoute } from '@tanstack/react-router'
import { RechargeScreen } from '../features/wallet/recharge-screen'

export const Route = createFileRoute('/recharge/{-$back}')({
  staticData: { tabBar: true },
  component: function RechargeRoute() {
    const { back } = Route.useParams()
    return <RechargeScreen back={back} />
  },
})
