// A second, tiny entry that index.html runs before the app's own (production builds; the demo build
// leaves it out: its backend starts with the app). See src/app/early-reads.ts, early-route-code.ts.
import { startEarlyReads } from './app/early-reads'
import { preloadRouteCode } from './app/early-route-code'
import { loadState } from './lib/storage'

const base = import.meta.env.BASE_URL
const stored = loadState()
preloadRouteCode(document, base, `/${location.pathname.slice(base.length)}`, stored.token !== null)
void startEarlyReads({ stored })
