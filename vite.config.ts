import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import linguiSourceMessages from './scripts/lingui-source-messages.ts'
import { firstLoad } from './scripts/vite/first-load-plugin.ts'
import { kitDefaultLocalePlugin } from './scripts/vite/kit-default-locale-plugin.ts'
import { appPwa } from './scripts/vite/pwa-plugin.ts'
import { compileHints } from './scripts/vite/compile-hints-plugin.ts'
import { firstScreensPlugin } from './scripts/vite/first-screens-plugin.ts'

// Lingui's macros compile through Babel, but only in files that import them. The macro keeps each
// message's English, which the next plugin compiles in place: en-US needs no catalog at run time.
const linguiMacro = defineRolldownBabelPreset({
  preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], linguiSourceMessages] }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

/**
 * Inlines the entry's stylesheet (UI-kit globals + styles.css, ≈2 kB br) into index.html, so the
 * first paint (the loading canvas) waits for no request: a linked stylesheet is render-blocking.
 * Lazy routes keep their own linked CSS. The CSP allows inline styles (README, "Deployment").
 * A lazy chunk that imports the entry's code also lists the entry's stylesheet among the files to
 * load before it runs (Vite's preload list): that stylesheet is already in the page, so its name
 * there becomes the entry script's, which is loaded too (no request, no wait).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('index.html'))
        if (entry?.type !== 'chunk') return
        const css = [...(entry.viteMetadata?.importedCss ?? [])]
        for (const c of Object.values(bundle)) {
          if (c.type !== 'chunk' || !c.code.includes('__vite__mapDeps')) continue
          for (const file of css) c.code = c.code.replaceAll(JSON.stringify(file), JSON.stringify(entry.fileName))
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html
        const base = ctx.server?.config.base ?? process.env.APP_BASE ?? '/'
        return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (tag, href: string) => {
          const file = href.startsWith(base) ? href.slice(base.length) : href.replace(/^\.?\//, '')
          const asset = ctx.bundle![file]
          if (!asset || asset.type !== 'asset') return tag
          return `<style>${String(asset.source).trim()}</style>`
        })
      },
    },
  }
}

/**
 * `virtual:calling-codes`: every region and its country calling code, read from libphonenumber-js's
 * maintained metadata when the app is built ("VN84 GB44 …", ~1 kB gzip). The area-code picker needs
 * only this table; shipping the library's metadata for it cost ~21 kB gzip.
 */
function callingCodes(): Plugin {
  const id = 'virtual:calling-codes'
  return {
    name: 'calling-codes',
    resolveId: {
      filter: { id: /^virtual:calling-codes$/ },
      handler: () => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:calling-codes$/ },
      async handler() {
        const { getCountries, getCountryCallingCode } = await import('libphonenumber-js/min')
        const table = getCountries().map((region) => `${region}${getCountryCallingCode(region)}`)
        return `export default ${JSON.stringify(table.join(' '))}`
      },
    },
  }
}

/**
 * The small pieces nearly every screen but home is built of — the page frame, the kit's button, the
 * loading and error states, toasts, the error catalogue, the frame of server HTML, the lists' paging reader
 * (read by the records and the rooms' order calls), the server-clock line (income, records, mining orders,
 * trend), the hook that fetches a part of a screen when it shows (the trend's and a room's board, the area
 * codes), the wire contract's entities and the account, article and room calls (the session's and home's
 * are in the entry: src/api/session.ts, lobby.ts) — in one chunk (~7 kB
 * gzip) instead of a dozen files of a few hundred bytes each, which a first load of any of those
 * screens fetched side by side while the entry downloaded. A screen may load a kilobyte it does not
 * use; home loads none of it.
 */
const SCREEN_KIT = new RegExp(
  [
    /src[\\/]ui[\\/](page|spinner|load-states|toast|fallback-notice|needs-server|field|focus-invalid|settle-screen|dialog|article-html|server-clock-note|use-lazy-module)\.tsx?$/,
    /src[\\/]i18n[\\/]error-message\.ts$/,
    /src[\\/]api[\\/](paging|types|account|content|game)\.ts$/,
    /src[\\/]app[\\/]load-error\.tsx$/,
    /@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]useCanGoBack\.js$/,
    /antd-mobile[\\/]es[\\/](utils[\\/](with-default-props|native-props|validate)|components[\\/](button|dot-loading)[\\/])/,
    /node_modules[\\/](classnames[\\/]|ahooks[\\/]es[\\/]utils[\\/]index\.js$)/,
  ]
    .map((re) => re.source)
    .join('|'),
)

/**
 * The UI kit's config (its default texts, English, and the provider): a small chunk of its own, which
 * the screens' kit pieces import and a start in another language loads beside that language's kit
 * texts (src/i18n/ui-kit-locale.ts), without the rest of the screen kit.
 */
const KIT_CONFIG = /antd-mobile[\\/]es[\\/](components[\\/]config-provider[\\/]|locales[\\/](base|en-US)\.js$|utils[\\/]merge-locale\.js$)/

export default defineConfig(({ mode }) => ({
  // Absolute: the SPA serves deep links (/help/26) from the same index.html.
  base: process.env.APP_BASE ?? '/',
  plugins: [
    // Options live in tsr.config.json, shared with `tsr generate` (type-checking a fresh clone).
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiMacro] }),
    lingui(),
    inlineEntryCss(),
    callingCodes(),
    kitDefaultLocalePlugin(),
    firstLoad(mode),
    firstScreensPlugin(),
    appPwa(mode),
    compileHints(),
  ],
  resolve: {
    // @xstate/react, the router's store and the UI kit import the shims for React < 18; on React 19
    // they only hand back React's own useSyncExternalStore.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      // Its only export, useSyncExternalStore, is React's own: consumers import it from React (in the entry).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    target: 'es2022',
    // Every browser of the es2022 target but Safari 16 supports <link rel="modulepreload">; there it
    // only means no early fetch of a chunk, which is not worth the polyfill in everyone's entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The entry's code in one file rather than ~15 small shared chunks: a first load on a slow
        // network pays a round trip per file it waits on (3 fewer request waves). The small modules
        // the home screen shares with other screens join it (src/app/first-screen.ts imports them).
        // Lazy routes keep the default splitting.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 1 },
            { name: 'screen-kit', test: SCREEN_KIT, priority: 0 },
            // Above the screen kit, which would take it as a dependency of its page frame (a group takes
            // its modules' imports too); beside `initial`, listed first, which keeps React in the entry.
            { name: 'kit-config', test: KIT_CONFIG, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
}))
