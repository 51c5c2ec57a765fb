import { createFileRoute } from '@tanstack/react-router'
import { ProductRuleScreen } from '../features/mining/product-rule-screen'

export const Route = createFileRoute('/productrule')({
  component: ProductRuleScreen,
})
