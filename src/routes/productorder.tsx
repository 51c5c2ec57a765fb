import { createFileRoute } from '@tanstack/react-router'
import { ProductOrderScreen } from '../features/mining/product-order-screen'

export const Route = createFileRoute('/productorder')({
  component: ProductOrderScreen,
})
