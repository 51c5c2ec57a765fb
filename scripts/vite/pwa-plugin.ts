import { resolve } from 'node:path'
import type { PluginOption, ResolvedConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { SW_FILE, WEB_MANIFEST_FILE } from '../../src/app/pwa-files.ts'

/** The Cache Storage cache of manifest.json (the one runtime cache; the build itself is precached). */
export const CONFIG_CACHE = 'app-config'
/** The app's background (index.html's loading canvas and `--app-bg`). */
const APP_BG = '#0b1220'

/**
 * A navigation whose path names a file (/sw.js, /app.webmanifest, /assets/x.js typed in the address
 * bar) is not an app route: it goes to the server. Workbox tests path + query; only the path counts.
 */
export const NOT_AN_APP_ROUTE = /^[^?]*\/[^/?]*\.[a-z0-9]+(?:\?|$)/i

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * manifest.json beside index.html, as Workbox matches a route's RegExp against the whole URL: a URL of
 * another origin only from its first character, which this never does, so only the app's own.
 */
export const configUrlPattern = (base: string) => new RegExp(`${escapeRegExp(base)}manifest\\.json$`)

/**
 * The installable app: a web app manifest and a service worker (Workbox, generated at build time).
 *
 * The service worker precaches the whole build — index.html, both entries, every route chunk and
 * stylesheet, the locale catalogs (small chunks: every language works offline, and the precache list
 * is the whole build, so nothing cached at run time outlives it), the icons and the manifest — so a
 * return visit, or a reload without network, starts from the cache. Navigations to app routes answer
 * the precached index.html (the SPA fallback). `manifest.json` is network-first with the last copy as
 * the fallback. Nothing else is handled: API calls (POSTs to the `apiWebUrl` origin, the token in
 * their body) and images from the API go to the network untouched and are never stored.
 *
 * A new build installs beside the running one and waits (no skipWaiting, no clients.claim): the page
 * asks the user (src/app/service-worker.ts), and only then does the new worker take over and the
 * page reload, so a page never runs chunks of two builds.
 *
 * Production and demo builds of the app only (`isAppBuild`).
 */
export function appPwa(mode: string): PluginOption {
  const base = process.env.APP_BASE ?? '/'
  return [pwa(mode, base), lateManifestLink()]
}

/**
 * index.html without `<link rel="manifest">`, which vite-plugin-pwa adds: the page links the web app
 * manifest itself once its first screen has settled (`linkWebManifest` in src/app/service-worker.ts).
 * Linked in the HTML, the browser fetches it during the first load, beside the entry.
 */
function lateManifestLink(): PluginOption {
  return {
    name: 'app:late-manifest-link',
    apply: 'build',
    enforce: 'post',
    // After vite-plugin-pwa's own 'post' transform, which comes before this plugin in the list.
    transformIndexHtml: { order: 'post', handler: (html) => html.replace(/<link rel="manifest"[^>]*>/g, '') },
  }
}

function pwa(mode: string, base: string): PluginOption {
  return VitePWA({
    integration: {
      configureOptions(config, options) {
        options.disable = !isAppBuild(config, mode)
      },
    },
    registerType: 'prompt',
    injectRegister: false,
    filename: SW_FILE,
    manifestFilename: WEB_MANIFEST_FILE,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: base,
      name: 'LuckyTrade',
      short_name: 'LuckyTrade',
      description: 'Prediction rounds, wallet and staking',
      lang: 'en-US',
      start_url: base,
      scope: base,
      display: 'standalone',
      orientation: 'portrait',
      background_color: APP_BG,
      theme_color: APP_BG,
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html}'],
      // The API config is fetched, never precached: a copy from the build would hide the deployed one.
      globIgnores: ['**/manifest.json', '.vite/**'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [NOT_AN_APP_ROUTE],
      runtimeCaching: [
        {
          urlPattern: configUrlPattern(base),
          handler: 'NetworkFirst',
          options: {
            cacheName: CONFIG_CACHE,
            // The app gives up on manifest.json after 6 s: the cached copy answers before that.
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  })
}

/**
 * The app's own build: its input is index.html (with the pre-entry script), not a page of another tool
 * that loads this config and brings its own input (Storybook's iframe.html, set in its plugin's config
 * hook), and not the test runner's server.
 */
export function isAppBuild(config: Pick<ResolvedConfig, 'command' | 'root' | 'build'>, mode: string): boolean {
  const page = resolve(config.root, 'index.html')
  const input = config.build.rolldownOptions?.input
  const inputs = input === undefined ? [page] : typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input)
  return config.command === 'build' && mode !== 'test' && inputs.some((file) => resolve(config.root, file) === page)
}
