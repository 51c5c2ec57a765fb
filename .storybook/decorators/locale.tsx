import type { Decorator, Loader } from '@storybook/react-vite'
import { LocaleProviders } from '../../src/app/providers'
import { activateLocale } from '../../src/i18n/i18n'
import { LOCALES, LOCALE_NAMES } from '../../src/i18n/locales'

export const localeGlobalType = {
  description: 'Interface language',
  toolbar: {
    title: 'Locale',
    icon: 'globe',
    items: LOCALES.map((value) => ({ value, title: LOCALE_NAMES[value] })),
    dynamicTitle: true,
  },
}

/** The catalog chunk loads before the story renders, so no frame shows untranslated text. */
export const localeLoader: Loader = async ({ globals }) => {
  await activateLocale(globals.locale)
  return {}
}

export const withLocale: Decorator = (Story) => (
  <LocaleProviders>
    <Story />
  </LocaleProviders>
)
