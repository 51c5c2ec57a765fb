import { createFileRoute } from '@tanstack/react-router'
import { PasswordScreen } from '../../features/account/password-screen'

export const Route = createFileRoute('/_authed/usercipherpassword')({
  staticData: { formatsNumbers: false },
  component: () => <PasswordScreen kind="withdraw" />,
})
