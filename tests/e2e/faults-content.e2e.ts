// What screens load: faults on the loads of home, the room lists, news, help, messages and the market
// trend (faults-helpers.ts says how the faults are made and which calls run; none of these is a core
// call, FAULTS_FULL=1 runs them), and a screen whose code or stylesheet cannot load.
import { describe, expect, test } from 'vitest'
import { documentWasKept, expectClean, markDocument, waitForApp } from './helpers'
import { describeCallFaults, inContext, loggedIn, TRY_AGAIN, ui, setUpFaultBrowser, type CallCase } from './faults-helpers'

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

describe('code that cannot load', () => {
  test('a screen whose stylesheet cannot load → "could not be loaded" with a retry, no page error; the retry fetches it again and the screen is styled', () =>
    inContext(loggedIn, async ({ page, w }) => {
      let blocked = true
      await page.route(/\/assets\/wallet-[^/]+\.css$/, (route) => (blocked ? route.abort('internetdisconnected') : route.fallback()))
      await page.goto('/')
      await waitForApp(page)
      await page.getByTestId('welcome').waitFor({ state: 'visible' })
      const walletStyles = () => page.evaluate(() => [...document.styleSheets].filter((s) => /\/assets\/wallet-/.test(s.href ?? '')).length)
      expect(await walletStyles(), 'not loaded on home').toBe(0)

      await page.getByRole('link', { name: ui('Recharge') }).click()
      const error = page.getByTestId('route-error')
      await error.waitFor({ state: 'visible' })
      expect(await error.innerText()).toContain(ui('This screen could not be loaded'))
      expect(await error.innerText()).toContain(ui('Check your connection and try again.'))

      blocked = false
      await error.getByRole('button', { name: TRY_AGAIN }).click()
      await page.locator('input[name="payName"]').waitFor({ state: 'visible' })
      await expect.poll(walletStyles, { message: 'the stylesheet fetched again and applied' }).toBe(1)
      expectClean(w, 'stylesheet that could not load')
    }))

  test('offline, a screen whose code was never loaded → "could not be loaded", the app stays (no reload into the browser\'s offline page); back online the retry opens it', () =>
    inContext(loggedIn, async ({ context, page, w }) => {
      await page.goto('/')
      await waitForApp(page)
      await page.getByTestId('welcome').waitFor({ state: 'visible' })
      await markDocument(page)

      await context.setOffline(true)
      await page.getByRole('link', { name: ui('Recharge') }).click()
      const error = page.getByTestId('route-error')
      await error.waitFor({ state: 'visible' })
      expect(await error.innerText()).toContain(ui('This screen could not be loaded'))

      await context.setOffline(false)
      await error.getByRole('button', { name: TRY_AGAIN }).click()
      await page.locator('input[name="payName"]').waitFor({ state: 'visible' })
      expect(await documentWasKept(page), 'the same document throughout').toBe(true)
      expect(await page.evaluate(() => [...document.styleSheets].some((s) => /\/assets\/wallet-/.test(s.href ?? '')))).toBe(true)
      expectClean(w, 'code that could not load offline')
    }))
})
