// The pre-entry script: a second, tiny entry that index.html runs before the app's own (src/app/first-load.ts).
// The demo build sends no reads from here: its backend starts with the app, and boot sends them then.
import { startFirstLoad } from './app/first-load'

void startFirstLoad({ reads: import.meta.env.VITE_DEMO !== 'true' })
