import { createFileRoute } from '@tanstack/react-router'
import { SettingsScreen } from '../../features/account/settings-screen'

export const Route = createFileRoute('/_authed/my_set')({
  staticData: { formatsNumbers: false },
  component: SettingsScreen,
})
