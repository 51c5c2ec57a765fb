// A second, tiny entry that index.html runs before the app's own. It preloads the current route's
// code (src/app/early-route-code.ts) and reads manifest.json; production builds also send the first
// screen's reads (src/app/early-reads.ts); the demo build sends none: its backend starts with the app.
import { startEarlyReads } from './app/early-reads'
import { preloadRouteCode } from './app/early-route-code'
import { loadState } from './lib/storage'

const base = import.meta.env.BASE_URL
const stored = loadState()
preloadRouteCode(document, base, `/${location.pathname.slice(base.length)}`, stored.token !== null)
void startEarlyReads({ stored, reads: import.meta.env.VITE_DEMO !== 'true' })
