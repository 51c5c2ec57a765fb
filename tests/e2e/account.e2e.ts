// Account flows in Chromium: registration, captcha lock, my account, logout, messages — the demo build
// (Mirage in the page) and the production build against the mock API over HTTP.
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import {
  DEMO_USER,
  expectClean,
  navTitle,
  pathOf,
  poMessage,
  readState,
  screenSettled,
  waitForApp,
  WIRE_DIALECTS,
  apiUrlOf,
  prodUrlOf,
  setUpBrowser,
  ui,
} from './helpers'

const newPage = setUpBrowser()

const input = (page: Page, name: string) => page.locator(`input[name="${name}"]`)
/** A run-unique suffix: the mock API keeps its users for the whole e2e run. */
const unique = () => String(Date.now()).slice(-6)

async function fillRegistration(page: Page, user: { username: string; phone: string }, captcha: () => Promise<string>) {
  await input(page, 'username').fill(user.username)
  await input(page, 'phone').fill(user.phone)
  await page.getByTestId('captcha-send').click()
  await input(page, 'captcha').fill(await captcha())
  await input(page, 'password').fill('abc123')
  await input(page, 'spassword').fill('abc123')
  await input(page, 'payPwd').fill('123456')
  await page.getByTestId('agreement').click()
}

describe('account in the demo build', () => {
  test('register a new user → /user with the balance → logout with confirmation (asked once; Back takes it away) → /login', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.goto('/register')
    await waitForApp(page)
    await expect.poll(() => navTitle(page).textContent()).toBe(ui('Register'))
    expect(await page.getByTestId('quhao').textContent()).toContain('+84')

    // Every rule is checked before anything is sent.
    await page.locator('form button[type="submit"]').click()
    await expect.poll(() => page.locator('[role="alert"][data-field]').count()).toBe(7)

    const username = `e2e${unique()}`
    await fillRegistration(page, { username, phone: `9${unique()}11` }, async () => {
      const shown = await page.getByTestId('demo-captcha').textContent()
      return /(\d{6})/.exec(shown ?? '')![1]!
    })
    // The demo shows its invitation code; the user takes it.
    expect(await page.getByTestId('demo-invitation').textContent()).toContain('DEMO88')
    await page.getByRole('button', { name: ui('Use it') }).click()
    expect(await input(page, 'visitcode').inputValue()).toBe('DEMO88')
    await page.locator('form button[type="submit"]').click()

    await page.waitForURL((url) => url.pathname === '/user')
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe(username)
    const balance = page.locator('.user-balance .amount[data-cents]')
    await balance.waitFor({ state: 'visible' })
    expect(await balance.getAttribute('data-cents')).toBe('0')
    expect(await balance.textContent()).toContain('0.00')
    expect(await page.getByTestId('user-level').textContent()).toBe(`VIP1 · ${ui('Bronze')}`)
    expect((await readState(page))?.token).toMatch(/\S/)

    // Escape answers No: still logged in, and focus is back on the button that asked.
    await page.getByTestId('logout').click()
    const dialog = page.getByRole('alertdialog', { name: ui('Log out of this account?') })
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.evaluate((el) => el.matches(':modal') && el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByTestId('logout').evaluate((el) => el === document.activeElement)).toBe(true)
    expect((await readState(page))?.token).toMatch(/\S/)

    // A double tap asks once; the browser's Back with the question open takes it away unanswered.
    await page.locator('.tab-bar a[href="/"]').click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.locator('.tab-bar a[href="/user"]').click()
    await page.waitForURL((url) => url.pathname === '/user')
    await page.getByTestId('logout').evaluate((el: HTMLElement) => {
      el.click()
      el.click()
    })
    await dialog.waitFor({ state: 'visible' })
    await page.waitForTimeout(300)
    expect(await page.getByRole('alertdialog').count(), 'one question for two taps').toBe(1)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    await dialog.waitFor({ state: 'detached' })
    expect((await readState(page))?.token, 'not logged out').toMatch(/\S/)
    await page.goForward()
    await page.waitForURL((url) => url.pathname === '/user')

    await page.getByTestId('logout').click()
    await dialog.getByRole('button', { name: ui('Log out') }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect((await readState(page))?.token ?? null).toBeNull()

    // The new account logs in again.
    await input(page, 'username').fill(username)
    await input(page, 'password').fill('abc123')
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname === '/user')
    expectClean(t, 'register → user → logout')
  })

  test('a language switch during registration keeps the typed values and the captcha countdown', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    // A controllable clock for the countdown (it still runs on its own between steps).
    await page.clock.install()
    await page.goto('/register')
    await waitForApp(page)
    await input(page, 'username').fill('carol77')
    await input(page, 'phone').fill(`9${unique()}22`)
    await input(page, 'visitcode').fill('DEMO88')
    await page.getByTestId('captcha-send').click()
    const countdown = page.getByTestId('captcha-countdown')
    await countdown.waitFor({ state: 'visible' })
    const secondsLeft = async () => Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1])
    const before = await secondsLeft()
    expect(before).toBeGreaterThan(55)

    await page.getByTestId('language-switch').click()
    await page.getByTestId('switch-vi').click()
    await expect.poll(() => navTitle(page).textContent()).toBe(ui('Register', 'vi'))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi')

    expect(await input(page, 'username').inputValue()).toBe('carol77')
    expect(await input(page, 'visitcode').inputValue()).toBe('DEMO88')
    expect(await input(page, 'phone').inputValue()).toMatch(/^9\d{6}22$/)
    expect(await countdown.textContent()).toMatch(/^Gửi lại sau \d+s$/)
    expect(await page.getByTestId('captcha-send').isDisabled()).toBe(true)

    // The same countdown keeps running in the new language, and ends.
    await page.clock.fastForward(10_000)
    await expect.poll(secondsLeft).toBeLessThanOrEqual(before - 10)
    await page.clock.fastForward(60_000)
    await expect.poll(() => page.getByTestId('captcha-send').textContent()).toBe(ui('Send code', 'vi'))
    expect(await page.getByTestId('captcha-send').isDisabled()).toBe(false)
    expectClean(t, '/register language switch')
  })

  test('messages: news and announcements, collapsible, from the menu of /user', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.goto('/login')
    await waitForApp(page)
    await input(page, 'username').fill('demo')
    await input(page, 'password').fill('demo123')
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname === '/user')

    await page.getByTestId('user-nickname').waitFor({ state: 'visible' })
    await page.getByText(ui('Messages'), { exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/message')
    const first = page.getByTestId('article-101')
    await expect.poll(() => first.textContent()).toBe('Racing rooms are open')
    await first.click()
    await page.getByText(/same rounds, countdown and bet records/).waitFor({ state: 'visible' })
    await page.getByText(ui('Announcements'), { exact: true }).click()
    await expect.poll(() => page.getByTestId('article-201').textContent()).toBe('Withdrawals arrive within 24 hours')
    expect(pathOf(page)).toBe('/message')
    expectClean(t, '/message')
  })
})

describe.each(WIRE_DIALECTS)('account in the production build against the mock API (%s dialect)', (dialect) => {
  test('the UI kit’s own texts follow an in-place language switch (its zh-CN texts load on demand)', async () => {
    const t = await newPage(prodUrlOf(dialect))
    const { page } = t
    await page.goto('/register')
    await waitForApp(page)
    const clearLabel = async () => {
      await page.getByTestId('quhao').click()
      const sheet = page.getByTestId('country-sheet')
      await sheet.getByTestId('country-VN').waitFor({ state: 'visible' })
      // The search field's clear control: named by the kit's locale (Input.clear), shown once there is text.
      await sheet.getByRole('searchbox').fill('v')
      const clear = sheet.locator('.adm-input-clear')
      await clear.waitFor({ state: 'visible' })
      const label = await clear.getAttribute('aria-label')
      await clear.click()
      expect(await sheet.getByRole('searchbox').inputValue()).toBe('')
      // A tap on the backdrop above the sheet closes it.
      await page.mouse.click(10, 10)
      await page.getByTestId('country-VN').waitFor({ state: 'detached' })
      expect(await sheet.isVisible()).toBe(false)
      return label
    }
    expect(await clearLabel()).toBe('clear')
    await page.getByTestId('language-switch').click()
    await page.getByTestId('switch-zh-CN').click()
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN')
    expect(await clearLabel()).toBe('清除')
    expectClean(t, '/register kit locale')
  })

  test('register with the code the API sent → /user; pull to refresh; no demo hints in production; wrong old password gives 1059', async () => {
    const t = await newPage(prodUrlOf(dialect))
    const { page } = t
    const apiUrl = apiUrlOf(dialect)
    await page.goto('/register')
    await waitForApp(page)
    await navTitle(page).waitFor({ state: 'visible' })
    expect(await page.getByTestId('demo-invitation').count()).toBe(0)

    const username = `prod${unique()}`
    // No SMS here: the mock API's answer carries the code; the production app does not show it.
    const smsAnswer = page.waitForResponse((r) => r.url() === `${apiUrl}/api/index/sms_send`)
    await fillRegistration(page, { username, phone: `8${unique()}33` }, async () => {
      const body = (await (await smsAnswer).json()) as { data: { demoCode: string } }
      return body.data.demoCode
    })
    expect(await page.getByTestId('demo-captcha').count()).toBe(0)
    await input(page, 'visitcode').fill('DEMO88')
    const registerCall = page.waitForRequest((r) => r.url() === `${apiUrl}/api/index/register`)
    await page.locator('form button[type="submit"]').click()
    const sent = (await registerCall).postDataJSON() as Record<string, unknown>
    expect(sent).toMatchObject({ quhao: '+84', username, invitation: 'DEMO88', payPwd: '123456', lang: 'en' })
    await page.waitForURL((url) => url.pathname === '/user')
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe(username)
    expect(await page.locator('.user-balance .amount[data-cents]').getAttribute('data-cents')).toBe('0')

    // Pull to refresh: a real finger drag (Chrome DevTools touch events) down from the top of the page reloads user info.
    await screenSettled(page)
    const refreshed = page.waitForRequest((r) => r.url() === `${apiUrl}/api/Game/getuserinfo`)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 140 }] })
    for (const y of [170, 210, 260, 320, 380, 420]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 200, y }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await refreshed

    await page.goto('/userloginpassword')
    await waitForApp(page)
    await input(page, 'original').fill('wrong99')
    await input(page, 'next').fill('new123')
    await input(page, 'repeat').fill('new123')
    await page.locator('form button[type="submit"]').click()
    // under the field it is about, which takes the focus
    const refusal = page.locator('[role="alert"][data-field="original"]')
    await expect.poll(() => refusal.textContent()).toBe(poMessage('en-US', 'errors', 'The old password is wrong'))
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('original')
    expectClean(t, 'production register')
  })
})

describe('logging in', () => {
  /** The middle of the Log in button: where both taps of a double tap land. */
  async function fillLogin(page: Page) {
    await page.goto('/login')
    await waitForApp(page)
    await input(page, 'username').fill(DEMO_USER.username)
    await input(page, 'password').fill(DEMO_USER.password)
    const box = (await page.locator('form button[type="submit"]').boundingBox())!
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }
  const settling = (page: Page) => page.evaluate(() => document.body.hasAttribute('data-settling'))

  test('a double tap on Log in against a fast server: the second tap, landing on /user’s Income row, opens nothing; a tap 400 ms on does', async () => {
    const t = await newPage(prodUrlOf('ours'))
    const { page } = t
    const logins: string[] = []
    page.on('request', (r) => void (r.url().endsWith('/api/Index/login') && logins.push(r.url())))
    await page.clock.install()
    const at = await fillLogin(page)
    // The page's timers stand still (the API answers over HTTP): /user shows while the double tap is under way.
    // (Paused a second ahead of the page's time, which runs on while this asks for it.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.touchscreen.tap(at.x, at.y)
    await page.waitForURL((url) => url.pathname === '/user')
    await page.locator('a[href="/my_income"]').waitFor({ state: 'visible' })

    await page.touchscreen.tap(at.x, at.y)
    await page.clock.runFor(399)
    expect(await settling(page)).toBe(true)
    expect(pathOf(page), 'the second tap opened nothing').toBe('/user')
    await page.clock.runFor(1)
    expect(await settling(page)).toBe(false)
    expect(pathOf(page)).toBe('/user')
    expect(logins, 'one login request').toHaveLength(1)

    // A tap there once the screen has settled is the user's own: it opens the row under it, Income.
    await page.touchscreen.tap(at.x, at.y)
    await page.waitForURL((url) => url.pathname === '/my_income')
    expectClean(t, 'double tap on Log in')
  })

  test('keys still work on the screen a login opened while it takes no taps', async () => {
    const t = await newPage(prodUrlOf('ours'))
    const { page } = t
    await page.clock.install()
    await fillLogin(page)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await input(page, 'password').press('Enter')
    await page.waitForURL((url) => url.pathname === '/user')
    const income = page.locator('a[href="/my_income"]')
    await income.waitFor({ state: 'visible' })
    expect(await settling(page)).toBe(true)
    await income.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/my_income')
    await page.clock.resume()
    expectClean(t, 'keyboard after login')
  })

  test('Back onto /login after registering says the user is logged in, with the way to the account; no loop', async () => {
    const t = await newPage(inject('demoUrl'))
    const { page } = t
    await page.goto('/login')
    await waitForApp(page)
    await page.getByRole('link', { name: ui('Register') }).click()
    await page.waitForURL((url) => url.pathname === '/register')
    // the registration form, not the login form it replaces (their account fields share a name)
    await page.getByTestId('captcha-send').waitFor({ state: 'visible' })
    await fillRegistration(page, { username: `e2e${unique()}`, phone: `9${unique()}12` }, async () => {
      const shown = await page.getByTestId('demo-captcha').textContent()
      return /(\d{6})/.exec(shown ?? '')![1]!
    })
    await page.getByRole('button', { name: ui('Use it') }).click()
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname === '/user')

    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/login')
    const panel = page.getByTestId('already-logged-in')
    await expect.poll(() => panel.textContent()).toContain(ui('You are already logged in.'))
    expect(await input(page, 'username').count()).toBe(0)
    await panel.getByRole('link', { name: ui('Go to my account') }).click()
    await page.waitForURL((url) => url.pathname === '/user')
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/login')
    await panel.waitFor({ state: 'visible' })
    expect((await readState(page))?.token).toMatch(/\S/)
    expectClean(t, '/login logged in')
  })
})
