import type { Preview } from '@storybook/react-vite'
import 'antd-mobile/es/global'
import '../src/styles.css'
import { DEFAULT_LOCALE } from '../src/i18n/locales'
import { appLoader, withApp } from './decorators/app'
import { localeGlobalType, localeLoader, withLocale } from './decorators/locale'
import { withRouter } from './decorators/router'
import { withMobileFrame } from './decorators/frame'
import { LAST_KNOWN_PREFIX } from '../src/lib/last-known'

const preview: Preview = {
  globalTypes: { locale: localeGlobalType },
  initialGlobals: { locale: DEFAULT_LOCALE },
  parameters: {
    layout: 'fullscreen',
    route: '/',
    mirage: { scenario: 'default' },
    session: 'guest',
    // roomCalls: game-room calls a story answers itself (decorators/app.tsx)
  },
  // Each story starts as a first visit: no public data kept by an earlier story (src/lib/last-known.ts), and
  // a page that takes taps (an earlier story's submit may have left the next screen settling:
  // src/ui/settle-screen.ts).
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(LAST_KNOWN_PREFIX)) localStorage.removeItem(key)
    document.body.removeAttribute('data-settling')
  },
  // In sequence: the API client sends the active locale's `lang` from the first request on.
  loaders: [async (context) => ({ ...(await localeLoader(context)), ...(await appLoader(context)) })],
  // Listed innermost first: LocaleProviders › AppProvider › router › frame › story.
  decorators: [withMobileFrame, withRouter, withApp, withLocale],
}

export default preview
