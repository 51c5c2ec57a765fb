// The built demo app (dist-demo/, Mirage in the page) in Chromium on a phone-sized viewport.
import { readdirSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { describe, expect, inject, test } from 'vitest'
import {
  appConsoleErrors,
  DEMO_USER,
  documentWasKept,
  expectClean,
  login,
  markDocument,
  navTitle,
  pathOf,
  poMessage,
  readState,
  submitLogin,
  toast,
  waitForApp,
  waitForIdle,
  setUpBrowser,
} from './helpers'
import { APP_ROUTES, type AppRoute } from './routes'

const LOCALES = ['en-US', 'zh-CN', 'zh-TW', 'vi'] as const
const SWEEP_CONTEXTS = Number(process.env.E2E_SWEEP_CONTEXTS ?? 3)
const baseURL = inject('demoUrl')

const openAt = setUpBrowser()
const newPage = () => openAt(baseURL)

describe('demo build', () => {
  test('boot shows the loading canvas, then the app with the Demo badge', async () => {
    const t = await newPage()
    const { page } = t
    // Hold the entry script back a little so the canvas (pure HTML/CSS) is observable.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 400))
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    const canvas = page.locator('#boot-canvas')
    await expect.poll(() => canvas.isVisible()).toBe(true)
    await expect.poll(() => canvas.textContent()).toContain('LuckyTrade')
    await waitForApp(page)
    await page.getByTestId('demo-badge').waitFor({ state: 'visible' })
    await page.getByTestId('welcome').waitFor({ state: 'visible' })
    await waitForIdle(t)
    expectClean(t, '/')
  })

  test('a first load reads manifest.json once, the preloaded request (not again through the demo backend)', async () => {
    const t = await newPage()
    const { page } = t
    const manifests: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/manifest.json') manifests.push(r.url())
    })
    await page.goto('/')
    await waitForApp(page)
    await page.getByTestId('welcome').waitFor({ state: 'visible' })
    await waitForIdle(t)
    // Under the demo backend the page's fetch is pretender's, which would ask for /manifest.json?_=<time>.
    expect(manifests).toEqual([`${baseURL}/manifest.json`])
    expectClean(t, '/ manifest')
  })

  test('language switch on /languageSet re-renders in place, for each of the four locales, and persists', async () => {
    const t = await newPage()
    const { page } = t
    await page.goto('/languageSet')
    await waitForApp(page)
    await expect.poll(() => navTitle(page).textContent()).toBe(poMessage('en-US', 'messages', 'Language'))
    await markDocument(page)
    // React leaves attributes it does not own alone, so this survives re-renders but not a remount.
    await page
      .locator('.page')
      .first()
      .evaluate((el) => el.setAttribute('data-e2e-kept', 'yes'))

    const titles = new Set<string>()
    for (const locale of [...LOCALES.slice(1), LOCALES[0]]) {
      await page.getByTestId(`language-${locale}`).click()
      const expected = poMessage(locale, 'messages', 'Language')
      await expect.poll(() => navTitle(page).textContent(), { message: `title in ${locale}` }).toBe(expected)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
      expect(await page.getByTestId(`language-${locale}`).getAttribute('aria-current')).toBe('true')
      expect((await readState(page))?.language).toBe(locale)
      titles.add(expected)
      expect(await documentWasKept(page), 'the document was not reloaded').toBe(true)
      expect(await page.locator('.page[data-e2e-kept="yes"]').count(), 'the screen was not remounted').toBe(1)
    }
    expect(titles.size, 'each language shows its own title').toBe(4)

    // The login screen has no language control of its own, so a typed value cannot be kept across a
    // switch from there; the choice must instead survive a reload.
    await page.getByTestId('language-zh-TW').click()
    await expect.poll(() => navTitle(page).textContent()).toBe(poMessage('zh-TW', 'messages', 'Language'))
    await page.goto('/login')
    await waitForApp(page)
    await expect.poll(() => navTitle(page).textContent()).toBe(poMessage('zh-TW', 'messages', 'Log in'))
    await page.reload()
    await waitForApp(page)
    expect((await readState(page))?.language).toBe('zh-TW')
    await expect.poll(() => navTitle(page).textContent()).toBe(poMessage('zh-TW', 'messages', 'Log in'))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-TW')
    expectClean(t, '/languageSet')
  })

  test('login with demo/demo123 lands on /user with the nickname', async () => {
    const t = await newPage()
    const { page } = t
    await page.goto('/login')
    await waitForApp(page)
    expect(await page.locator('input[aria-label="Area code"]').inputValue()).toBe(DEMO_USER.quhao)
    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/user')
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe('Demo Trader')
    const state = await readState(page)
    expect(state?.token).toMatch(/\S/)
    expect(state?.isLogin).toBe(true)
    expectClean(t, '/login → /user')
  })

  test('a guest on an auth route goes to /login?redirect=…, comes back after login; logout ends the session', async () => {
    const t = await newPage()
    const { page } = t
    await page.goto('/betlist')
    await waitForApp(page)
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/betlist')

    await submitLogin(page)
    await page.waitForURL((url) => url.pathname === '/betlist')
    await page.locator('[data-testid="records"], [data-testid="empty"]').first().waitFor({ state: 'visible' })

    await page.goto('/user')
    await waitForApp(page)
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe('Demo Trader')
    await page.getByTestId('logout').click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor({ state: 'visible' })
    await expect.poll(() => dialog.textContent()).toContain(poMessage('en-US', 'messages', 'Log out of this account?'))
    await dialog.getByRole('button', { name: poMessage('en-US', 'messages', 'Log out') }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect((await readState(page))?.token ?? null).toBeNull()

    await page.goto('/betlist')
    await waitForApp(page)
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/betlist')
    expectClean(t, 'login/logout flow')
  })

  test('a wrong password shows the localized 1003 message', async () => {
    const t = await newPage()
    const { page } = t
    await page.goto('/login')
    await waitForApp(page)
    await submitLogin(page, { ...DEMO_USER, password: 'wrong-password-1' })
    await expect.poll(() => toast(page).textContent()).toBe(poMessage('en-US', 'errors', 'Wrong login password'))
    expect(pathOf(page)).toBe('/login')
    // A tap on the toast reaches the page beneath it.
    const box = (await toast(page).boundingBox())!
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.app-toast-host') === null,
      [box.x + box.width / 2, box.y + box.height / 2],
    )
    expect(hit, 'the page, not the toast, takes a tap on it').toBe(true)

    await page.goto('/languageSet')
    await waitForApp(page)
    await page.getByTestId('language-vi').click()
    await expect.poll(() => navTitle(page).textContent()).toBe(poMessage('vi', 'messages', 'Language'))
    await page.goto('/login')
    await waitForApp(page)
    await submitLogin(page, { ...DEMO_USER, password: 'wrong-password-1' })
    await expect.poll(() => toast(page).textContent()).toBe(poMessage('vi', 'errors', 'Wrong login password'))
    expectClean(t, '/login')
  })

  test('the route list matches src/routes (31 routes, 15 behind _authed)', () => {
    const dir = resolve(import.meta.dirname, '../../src/routes')
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && d.name.endsWith('.tsx'))
      .map((d) => relative(dir, resolve(d.parentPath, d.name)))
      .filter((f) => f !== '__root.tsx' && f !== '_authed.tsx')
      .sort()
    expect(APP_ROUTES.map((r) => r.file).sort()).toEqual(files)
    expect(APP_ROUTES).toHaveLength(31)
    expect(APP_ROUTES.filter((r) => r.auth)).toHaveLength(15)
  })

  test(
    'every route renders, logged in, without a page error, and the document’s title names it',
    async () => {
      const notFound = poMessage('en-US', 'messages', 'This page does not exist')
      const crashed = poMessage('en-US', 'messages', 'Something went wrong')
      // Each route is a full page load (a deep link), so the app boots on every one of them;
      // a few logged-in contexts share the list to keep the run short.
      const sweep = async (routes: AppRoute[]) => {
        const t = await newPage()
        const { page } = t
        await login(page)
        const problems: string[] = []
        for (const route of routes) {
          t.pageErrors.length = 0
          t.cspViolations.length = 0
          t.consoleErrors.length = 0
          const where = `${route.path} (src/routes/${route.file})`
          try {
            await page.goto(route.path)
            await waitForApp(page)
            await waitForIdle(t)
            const heading = route.path === '/' ? page.getByTestId('welcome') : navTitle(page)
            await heading.waitFor({ state: 'visible', timeout: 5000 })
            const text = (await heading.textContent())?.trim() ?? ''
            const body = (await page.locator('#root').innerText()).trim()
            if (!text) problems.push(`${where}: empty heading`)
            // The document's title names the screen, in front of the app's name (home: the name alone).
            const title = await page.title()
            const want = route.path === '/' ? 'LuckyTrade' : `${text} · LuckyTrade`
            if (title !== want) problems.push(`${where}: document title "${title}", not "${want}"`)
            if (pathOf(page) !== route.path) problems.push(`${where}: ended on ${page.url()}`)
            if (body.includes(notFound)) problems.push(`${where}: shows the not-found screen`)
            if (body.includes(crashed)) problems.push(`${where}: shows the route error screen`)
            if (!(await page.getByTestId('demo-badge').isVisible())) problems.push(`${where}: no Demo badge`)
          } catch (error) {
            problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`)
          }
          for (const e of t.pageErrors) problems.push(`${where}: pageerror ${e}`)
          for (const e of t.cspViolations) problems.push(`${where}: CSP violation ${e}`)
          for (const e of t.dialogs.splice(0)) problems.push(`${where}: dialog ${e}`)
          for (const e of appConsoleErrors(t)) problems.push(`${where}: console.error ${e}`)
        }
        await t.close()
        return problems
      }
      const groups = Array.from({ length: SWEEP_CONTEXTS }, (_, i) => APP_ROUTES.filter((_, j) => j % SWEEP_CONTEXTS === i))
      const problems = (await Promise.all(groups.map(sweep))).flat()
      expect(problems).toEqual([])
      // a full page load per route: up to 10 s each on a busy machine (each wait inside has its own limit)
    },
    Math.ceil(APP_ROUTES.length / SWEEP_CONTEXTS) * 10_000,
  )
})
