// Bad local state, a lost network and code that cannot load, against the production build (dist/)
// and the mock API over HTTP, under the deployment's Content-Security-Policy (global-setup.ts).
import { describe, expect, test } from 'vitest'
import { documentWasKept, expectClean, markDocument, readState, waitForApp, watchPage } from './helpers'
import { apiUrl, err, loggedIn, newContext, TRY_AGAIN, ui, setUpFaultBrowser, visibleText } from './faults-helpers'

setUpFaultBrowser()

describe('bad local state, a lost network, code that cannot load', () => {
  const CORRUPT: Array<[string, string]> = [
    ['not JSON', '{"v":1,"state":{"token":"abc"'],
    ['foreign shape', JSON.stringify({ hello: 'world', token: 12 })],
    ['another version', JSON.stringify({ v: 99, state: { token: 'T', isLogin: true, language: 'xx' } })],
    ['wrong field types', JSON.stringify({ v: 1, state: { token: 5, isLogin: 'yes', language: 42, apiConfig: 'x', appConfig: [] } })],
    ['a JSON number', '12'],
  ]
  for (const [name, value] of CORRUPT) {
    test(`localStorage ${name} → boots with defaults (English, logged out, home)`, async () => {
      const context = await newContext(value)
      try {
        const page = await context.newPage()
        const w = await watchPage(page)
        await page.goto('/')
        await waitForApp(page)
        await page.getByTestId('welcome').waitFor({ state: 'visible' })
        expect(await page.locator('html').getAttribute('lang')).toBe('en-US')
        const state = await readState(page)
        expect(state?.token ?? null).toBeNull()
        expect(state?.isLogin ?? false).toBe(false)
        expectClean(w, `localStorage ${name}`)
      } finally {
        await context.close()
      }
    })
  }

  test('a screen whose stylesheet cannot load → "could not be loaded" with a retry, no page error; the retry fetches it again and the screen is styled', async () => {
    const context = await newContext(loggedIn)
    try {
      const page = await context.newPage()
      const w = await watchPage(page)
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
    } finally {
      await context.close()
    }
  })

  test('offline, a screen whose code was never loaded → "could not be loaded", the app stays (no reload into the browser\'s offline page); back online the retry opens it', async () => {
    const context = await newContext(loggedIn)
    try {
      const page = await context.newPage()
      const w = await watchPage(page)
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
    } finally {
      await context.close()
    }
  })

  test("offline → a visible offline banner and the screen's network message; back online → banner gone, retry works", async () => {
    const context = await newContext(loggedIn)
    try {
      const page = await context.newPage()
      const w = await watchPage(page)
      await page.goto('/user')
      await waitForApp(page)
      await page.getByTestId('user-nickname').waitFor({ state: 'visible' })
      const banner = page.getByTestId('offline-banner')
      expect(await banner.count()).toBe(0)
      // The income screen's code is in the cache (visited once), so offline only its call fails.
      await page.getByText(ui('Income'), { exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/my_income')
      await page.waitForResponse((r) => r.url() === `${apiUrl}/api/Game/getfinanceflow`)
      await page.goBack()
      await page.getByTestId('user-nickname').waitFor({ state: 'visible' })

      await context.setOffline(true)
      await banner.waitFor({ state: 'visible' })
      expect(await banner.innerText()).toBe(ui('You are offline. Check your connection; the app reconnects by itself.'))
      // A screen that loads while offline says why and offers a retry.
      await page.getByText(ui('Income'), { exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/my_income')
      // The income list's failure: the toast with the reason and the list's own retry.
      const offlineMessage = err('Network unavailable, please check your connection and try again')
      await expect.poll(() => visibleText(page), { message: 'network message' }).toContain(offlineMessage)
      const retry = page.getByRole('button', { name: TRY_AGAIN })
      await retry.waitFor({ state: 'visible' })

      await context.setOffline(false)
      await banner.waitFor({ state: 'detached' })
      const answered = page.waitForResponse((r) => r.url() === `${apiUrl}/api/Game/getfinanceflow` && r.ok())
      await retry.click()
      await answered
      await retry.waitFor({ state: 'detached' })
      expect(await page.locator('#root').innerText()).toMatch(/\S/)
      expectClean(w, 'offline and back')
    } finally {
      await context.close()
    }
  })
})
