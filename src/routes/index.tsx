import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '../features/shell/home-screen'

export const Route = createFileRoute('/')({
  staticData: { tabBar: true },
  component: HomeScreen,
})
