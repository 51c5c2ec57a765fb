import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '../features/lobby/home-screen'

export const Route = createFileRoute('/')({
  staticData: { tabBar: true, renderWholeFirst: true },
  component: HomeScreen,
})
