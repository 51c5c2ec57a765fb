/**
 * The small modules the home screen shares with other screens, carried by the entry instead of in
 * chunks of their own. Left to the bundler, each becomes a file of a few hundred bytes, and a first
 * load of `/` fetched nine of them beside the entry: on a slow network every request in flight takes
 * its share of the link and of the browser's six connections per origin while the entry downloads.
 * In the entry they cost `/` nothing (it loads them anyway; the first load of `/` is 1.5 kB smaller
 * gzip, with less module wrapping) and other screens ~2 kB. The home screen's own code stays in its
 * route chunk. `npm run bench` prints the files and bytes of each route's first load.
 */
import '@xstate/react'
import '../api/lobby'
import '../ui/amount'
import '../ui/game-type-name'
import '../ui/reduced-motion'
import '../ui/server-time'
import '../ui/use-load'
import './session-hooks'
