import { createFileRoute } from '@tanstack/react-router'
import { VersionScreen } from '../features/account/version-screen'

export const Route = createFileRoute('/my_update')({
  staticData: { formatsNumbers: false },
  component: VersionScreen,
})
