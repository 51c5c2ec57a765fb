// The e2e helpers' page lifetimes (tests/e2e/helpers.ts setUpBrowser): a page a test opens is closed when
// the test ends, but not while another test of the file that runs concurrently still runs; a page opened in
// a hook stays for the file's tests. And waitForSettled waits for the app's busy markers, not only the network.
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { setUpBrowser, waitForSettled, type TestPage } from './helpers'

const newPage = setUpBrowser()
const baseURL = inject('demoUrl')

let fromHook: TestPage
let fromTest: TestPage

beforeAll(async () => {
  fromHook = await newPage(baseURL)
})

describe('one test after another', () => {
  test('a page opened in a test is open while the test runs', async () => {
    fromTest = await newPage(baseURL)
    expect(fromTest.page.isClosed()).toBe(false)
  })

  test('…and closed once that test has ended; the hook’s page stays open', () => {
    expect(fromTest.page.isClosed()).toBe(true)
    expect(fromHook.page.isClosed()).toBe(false)
  })
})

describe.concurrent('tests at the same time', () => {
  let shortEnded!: () => void
  const shortDone = new Promise<void>((resolve) => (shortEnded = resolve))
  let longOpened!: () => void
  const longOpen = new Promise<void>((resolve) => (longOpened = resolve))

  test('the longer test’s page stays open after the shorter test has ended', async () => {
    const t = await newPage(baseURL)
    longOpened()
    await shortDone
    expect(t.page.isClosed()).toBe(false)
  })

  test('a shorter test', async ({ onTestFinished }) => {
    await longOpen
    const t = await newPage(baseURL)
    expect(t.page.isClosed()).toBe(false)
    // after the test's afterEach hooks, where a page would be closed
    onTestFinished(() => shortEnded())
  })
})

describe('waitForSettled', () => {
  test('waits while a busy marker is in the page, with no request in flight, and returns once it has gone', async () => {
    const t = await newPage(baseURL)
    await t.page.setContent('<section class="load-state" aria-busy="true">Loading…</section>')
    await t.page.evaluate(() => setTimeout(() => document.querySelector('[aria-busy]')!.remove(), 600))
    await waitForSettled(t)
    expect(await t.page.locator('[aria-busy]').count()).toBe(0)
  })

  test('throws after its timeout while a marker stays, naming it', async () => {
    const t = await newPage(baseURL)
    await t.page.setContent('<div class="adm-skeleton"></div>')
    await expect(waitForSettled(t, { timeoutMs: 800 })).rejects.toThrow(
      /did not settle within 800 ms; busy marker in the page: <div class="adm-skeleton">/,
    )
  })
})
