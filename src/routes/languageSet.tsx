import { createFileRoute } from '@tanstack/react-router'
import { LanguageScreen } from '../features/shell/language-screen'

export const Route = createFileRoute('/languageSet')({
  staticData: { formatsNumbers: false },
  component: LanguageScreen,
})
