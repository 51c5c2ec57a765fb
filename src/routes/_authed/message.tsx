import { createFileRoute } from '@tanstack/react-router'
import { MessageScreen } from '../../features/account/message-screen'

export const Route = createFileRoute('/_authed/message')({ component: MessageScreen })
