import { createFileRoute } from '@tanstack/react-router'
import { PasswordScreen } from '../../features/account/password-screen'

export const Route = createFileRoute('/_authed/userloginpassword')({
  staticData: { formatsNumbers: false },
  component: () => <PasswordScreen kind="login" />,
})
