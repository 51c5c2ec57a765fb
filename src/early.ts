// A second, tiny entry that index.html runs before the app's own (production builds; the demo build
// leaves it out: its backend starts with the app). See src/app/early-reads.ts.
import { startEarlyReads } from './app/early-reads'

void startEarlyReads()
