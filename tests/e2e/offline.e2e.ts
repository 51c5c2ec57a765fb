// Offline, honestly, in Chromium with the browser context's own offline switch: in the production build
// the actions that need the server are disabled with their reason and live parts say they are not live;
// back online they are enabled and the screens fetch fresh data without a reload. The demo build's
// backend runs in the page, so there its actions keep working offline.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { err, expectClean, pathOf, prodUrlOf, readState, screenSettled, submitLogin, waitForApp, setUpBrowser, ui } from './helpers'

const newPage = setUpBrowser()
const REASON = ui('Offline — needs a connection')

/** The text of the elements `aria-describedby` names: what a screen reader reads as the description. */
const description = (locator: Locator) =>
  locator.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  )

const loginButton = (page: Page) => page.locator('form button[type="submit"]')
/** The file of the code that sends the app's requests (src/api/transport.ts). */
const TRANSPORT = /\/transport-[\w-]+\.js$/

describe('offline in the production build', () => {
  test('Log in is disabled with its visible reason while offline, enabled again online; the home screen refetches when the network returns', async () => {
    const t = await newPage(prodUrlOf('ours'))
    const { page, context } = t
    await page.goto('/login')
    await waitForApp(page)
    await page.locator('input[name="username"]').fill('demo')
    await page.locator('input[name="password"]').fill('demo123')
    const button = loginButton(page)
    expect(await button.isEnabled()).toBe(true)

    await context.setOffline(true)
    await page.getByTestId('offline-banner').waitFor({ state: 'visible' })
    await page.getByTestId('offline-reason').waitFor({ state: 'visible' })
    expect(await page.getByTestId('offline-reason').innerText()).toBe(REASON)
    expect(await button.isDisabled()).toBe(true)
    expect(await description(button)).toBe(REASON)
    // Enter in the password field submits nothing either: the form's default button is disabled
    await page.locator('input[name="password"]').press('Enter')
    expect(new URL(page.url()).pathname).toBe('/login')

    await context.setOffline(false)
    await page.getByTestId('offline-reason').waitFor({ state: 'detached' })
    expect(await button.isEnabled()).toBe(true)
    await button.click()
    await page.waitForURL((url) => url.pathname !== '/login')

    await page.goto('/')
    await waitForApp(page)
    await page.getByTestId('game-tiles').waitFor({ state: 'visible' })
    await context.setOffline(true)
    await page.getByTestId('offline-banner').waitFor({ state: 'visible' })
    const refetched = page.waitForRequest((r) => r.url().endsWith('/api/Game/getGameList'))
    await context.setOffline(false)
    await refetched
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' })
    await page.getByTestId('game-tiles').waitFor({ state: 'visible' })
    expectClean(t, 'offline and back')
  })

  test('in a game room: Buy is disabled with its reason, the round and the live orders say offline; back online betting is open again and My orders is read again', async () => {
    const t = await newPage(prodUrlOf('ours'))
    const { page, context } = t
    await page.goto('/activity/1')
    await waitForApp(page)
    await page.waitForURL((url) => url.pathname === '/login')
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/activity/1')
    await page.getByTestId('room').waitFor({ state: 'visible' })
    const buy = page.getByTestId('bet-buy')
    await expect.poll(() => buy.isEnabled()).toBe(true)

    await context.setOffline(true)
    await expect.poll(() => buy.isDisabled()).toBe(true)
    expect(await description(buy)).toBe(REASON)
    expect(await page.getByTestId('round-status').innerText()).toBe(ui('Offline'))
    await page.getByTestId('live-paused').waitFor({ state: 'visible' })
    // scrolled to its end, the room's navigation bar still takes its taps and the banner covers none of the page
    // (once the room has settled: the screen the login opened takes no taps for a moment)
    await page.getByTestId('offline-banner').waitFor({ state: 'visible' })
    await screenSettled(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const layout = await page.evaluate(() => {
      const back = document.querySelector('.adm-nav-bar-back')!.getBoundingClientRect()
      const hit = document.elementFromPoint(back.x + back.width / 2, back.y + back.height / 2)
      return {
        backTakesTaps: !!hit?.closest('.adm-nav-bar-back'),
        pageEnd: document.querySelector('.page')!.getBoundingClientRect().bottom,
        dockTop: document.querySelector('.app-dock')!.getBoundingClientRect().top,
        bannerTop: document.querySelector('[data-testid="offline-banner"]')!.getBoundingClientRect().top,
      }
    })
    expect(layout.backTakesTaps).toBe(true)
    expect(layout.pageEnd).toBeLessThanOrEqual(layout.dockTop + 0.5)
    expect(layout.bannerTop).toBeGreaterThanOrEqual(layout.dockTop - 0.5)

    // back online the room reads the user's own orders again too (a read that failed offline left them out of date)
    const ownOrdersRead = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/Game/getGamelog'))
    await context.setOffline(false)
    await ownOrdersRead
    await expect.poll(() => buy.isEnabled()).toBe(true)
    await page.getByTestId('live-paused').waitFor({ state: 'detached' })
    expect(await page.getByTestId('round-status').innerText()).not.toBe(ui('Offline'))
    expectClean(t, 'room offline and back')
  })
})

describe('offline in the demo build', () => {
  test('its backend runs in the page: Log in stays enabled offline and logs in', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page, context } = t
    // The code that sends the app's requests arrives with the first touch or once the page has settled,
    // whichever is first (on a busy machine, settling can come first): a user's tap into the form; offline
    // before it came, see the next test.
    const transport = page.waitForResponse((r) => TRANSPORT.test(r.url()))
    await page.goto('/login')
    await waitForApp(page)
    await page.locator('input[name="username"]').click()
    await transport
    await context.setOffline(true)
    await page.getByTestId('offline-banner').waitFor({ state: 'visible' })
    expect(await loginButton(page).isEnabled()).toBe(true)
    expect(await page.getByTestId('offline-reason').count()).toBe(0)
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/user')
    // the in-page backend answered: the session is stored (showing /user offline needs its code from the
    // service worker's precache, which this page does not have: service-worker.e2e.ts covers that)
    expect((await readState(page))?.token).toBeTruthy()
    expectClean(t, 'demo offline')
  })

  test('offline before the code that sends requests has arrived: the login says so and stores nothing; back online the same tap logs in', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page, context } = t
    // Unreachable while offline, as the browser's own offline switch leaves a file it never fetched.
    await page.route(TRANSPORT, (route) => route.abort('internetdisconnected'))
    await page.goto('/login')
    await waitForApp(page)
    await context.setOffline(true)
    await submitLogin(page)
    // the toasts' code has not arrived either: the plain notice that stands in for a toast says it
    await expect
      .poll(() => page.getByTestId('fallback-notice').allInnerTexts())
      .toContain(err('Network unavailable, please check your connection and try again'))
    expect(pathOf(page)).toBe('/login')
    expect((await readState(page))?.token ?? null).toBeNull()
    await page.unroute(TRANSPORT)
    await context.setOffline(false)
    await loginButton(page).click()
    await page.waitForURL((url) => url.pathname === '/user')
    expect((await readState(page))?.token).toBeTruthy()
  })
})
