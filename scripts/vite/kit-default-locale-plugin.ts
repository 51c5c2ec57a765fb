import type { Plugin } from 'vite'

/**
 * The UI kit's ConfigProvider imports its zh-CN texts as its default locale. That put them in every
 * screen's kit code (≈1.3 kB gzip) and kept src/i18n/ui-kit-locale.ts's lazy import of zh-CN from
 * splitting. The app's default language is English, so the kit's default becomes en-US: the English
 * texts a kit screen needs anyway, and no call at start. A kit upgrade that changes the line fails the
 * build.
 */
export const KIT_DEFAULT_LOCALE = {
  file: /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]config-provider\.js$/,
  from: "import zhCN from '../../locales/zh-CN';",
  to: "import zhCN from '../../locales/en-US';",
}

export function kitDefaultLocale(source: string, id: string): string {
  if (!source.includes(KIT_DEFAULT_LOCALE.from)) throw new Error(`kit-default-locale: ${id} no longer has "${KIT_DEFAULT_LOCALE.from}"`)
  return source.replace(KIT_DEFAULT_LOCALE.from, KIT_DEFAULT_LOCALE.to)
}

export function kitDefaultLocalePlugin(): Plugin {
  return {
    name: 'kit-default-locale',
    transform: {
      filter: { id: KIT_DEFAULT_LOCALE.file },
      handler: (code, id) => ({ code: kitDefaultLocale(code, id), map: null }),
    },
  }
}
