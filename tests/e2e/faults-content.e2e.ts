// Faults on the loads of home, the room lists, news, help, messages and the market trend
// (faults-helpers.ts says how the faults are made and which calls run). None of them is a core call:
// `npm test` runs no test of this file; FAULTS_FULL=1 runs them all.
import { describeCallFaults, setUpFaultBrowser, type CallCase } from './faults-helpers'

/** The API calls, each with the screen that makes it. */
const CALLS: CallCase[] = [
  // Loads: visiting the screen makes the call.
  { path: '/api/Game/slide', visit: '/', auth: true, hidesSection: 'welcome' },
  { path: '/api/Game/getGameList', visit: '/', auth: true, hidesSection: 'welcome' },
  { path: '/api/Game/getWinList', visit: '/', auth: true, hidesSection: 'welcome' },
  { path: '/api/Game/getArticledetail', visit: '/help/26', auth: true },
  { path: '/api/Game/getArticlelist', visit: '/help/list', auth: true },
  { path: '/api/Game/getOneclassArticle', visit: '/message', auth: true },
  { path: '/api/Game/getRoomList', visit: '/room_list/1', auth: true },
  { path: '/api/Game/todayWinLost', visit: '/lotteryprize', auth: true },
]

setUpFaultBrowser()
describeCallFaults(CALLS)
