// The e2e helpers' page lifetimes (tests/e2e/helpers.ts setUpBrowser): a page a test opens is closed when
// the test ends, but not while another test of the file that runs concurrently still runs; a page opened in
// a hook stays for the file's tests.
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { setUpBrowser, type TestPage } from './helpers'

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
