import { createFileRoute } from '@tanstack/react-router'
import { BankAddScreen } from '../../features/wallet/bank-add-screen'

export const Route = createFileRoute('/_authed/bankadd')({
  staticData: { formatsNumbers: false },
  component: BankAddScreen,
})
