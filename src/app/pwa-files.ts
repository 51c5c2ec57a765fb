/**
 * The installable app's files, beside index.html: written by the build (scripts/vite/pwa-plugin.ts),
 * linked and registered by the page once its first screen has settled (src/app/service-worker.ts).
 */

/** The service worker. */
export const SW_FILE = 'sw.js'
/** The web app manifest. `manifest.json` is taken: it is the API config the app reads at start-up. */
export const WEB_MANIFEST_FILE = 'app.webmanifest'
