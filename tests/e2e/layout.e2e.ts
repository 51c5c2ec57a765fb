// How texts lay out on a narrow phone (320 × 640), in the demo build and every language: a game room's
// option names break between words (or after a hyphen), never inside one, also at 200 % text; so do the
// room list's room names and facts, also at 200 % text and at 200 % browser zoom; every tab of a room and of
// the bet records shows at 320 px; a room's live orders keep Follow beside the amount, their options and
// amounts in columns; money figures never break inside their digits; an account type's name
// takes one line; the income screen's date range breaks between its dates, never inside a date; the Demo
// badge covers none of a screen's content. At 200 % browser zoom (195 px) the article list, a game room's
// order form, home's winners, the income list, the withdrawal accounts, the price table and the tab bar still fit
// the page, their words whole, and the recharge button keyboard focus reaches is not under the tab bar.
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { chooseLanguage, demoApi, expectClean, largeText, login, openInApp, setUpBrowser, waitForIdle, type TestPage } from './helpers'
import { LOCALES } from '../../src/i18n/locales'

const openAt = setUpBrowser()
const baseURL = inject('demoUrl')
const NARROW = { width: 320, height: 640 }

/** A logged-in page at 320 × 640, with 200 % text when `bigText`. */
async function narrowPage(bigText = false): Promise<TestPage> {
  const t = await openAt(baseURL)
  await t.page.setViewportSize(NARROW)
  if (bigText) await largeText(t.context)
  await login(t.page)
  return t
}

/**
 * The parts of `selector`'s elements' texts that `parts` picks (by their character ranges) and that the
 * browser laid out over more than one line, as "element text: part". `spaced words` leaves out Chinese
 * words, which a line may break inside (Chinese breaks between characters).
 */
function brokenParts(page: Page, selector: string, parts: 'words' | 'spaced words' | 'dates'): Promise<string[]> {
  return page.evaluate(
    ([selector, parts]) => {
      // a date is a <time> element, written as the language writes dates
      const ranges = (el: Element, text: string): Array<[number, number]> =>
        parts === 'dates'
          ? [...el.querySelectorAll('time')].map((time) => {
              const before = document.createRange()
              before.setStart(el, 0)
              before.setEndBefore(time)
              const start = before.toString().length
              return [start, start + (time.textContent ?? '').length]
            })
          : [...new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' }).segment(text)]
              .filter((s) => s.isWordLike && !(parts === 'spaced words' && /\p{Script=Han}/u.test(s.segment)))
              .map((s) => [s.index, s.index + s.segment.length])
      /** A DOM range over characters [start, end) of `el`'s text, across its text nodes. */
      const domRange = (el: Element, start: number, end: number) => {
        const range = document.createRange()
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        let offset = 0
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length
          if (start >= offset && start <= offset + length) range.setStart(node, start - offset)
          if (end >= offset && end <= offset + length) {
            range.setEnd(node, end - offset)
            break
          }
          offset += length
        }
        return range
      }
      const out: string[] = []
      const elements = [...document.querySelectorAll(selector)]
      if (elements.length === 0) return [`${selector}: not in the page`]
      for (const el of elements) {
        const text = el.textContent ?? ''
        const found = ranges(el, text)
        if (parts === 'dates' && found.length !== 2) out.push(`${text}: ${found.length} dates, not 2`)
        for (const [start, end] of found) {
          const lines = new Set([...domRange(el, start, end).getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          if (lines.size > 1) out.push(`${text.trim()}: "${text.slice(start, end)}" over ${lines.size} lines`)
        }
      }
      return out
    },
    [selector, parts] as const,
  )
}

/** The app's language and the path (with its query) it shows, as "language path". */
const shownAt = (page: Page) => page.evaluate(() => `${document.documentElement.lang} ${location.pathname}${location.search}`)

/**
 * Opens each of `paths` in every language, in the running app (the language chosen on its screen, each path
 * opened as a link does: no reload), and collects what `check` finds wrong there, each as "language path: problem".
 */
async function acrossLanguages(page: Page, paths: readonly string[], check: (path: string) => Promise<string[]>): Promise<string[]> {
  const problems: string[] = []
  for (const language of LOCALES) {
    await chooseLanguage(page, language)
    for (const path of paths) {
      await openInApp(page, path)
      const shown = await shownAt(page)
      if (shown !== `${language} ${path}`) problems.push(`${language} ${path}: the app shows ${shown}`)
      for (const problem of await check(path)) problems.push(`${language} ${path}: ${problem}`)
    }
  }
  return problems
}

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth)

/** A room of each option table: the eleven options, the four (type 16), and racing's places. */
const ROOMS = ['/activity/1', '/activity/16', '/bjsc/4']
/** 10:01:40 UTC: the demo's rounds in ROOMS have 80 s left and 8-15 other players' orders each. */
const ROUNDS_UNDER_WAY = Date.UTC(2026, 0, 15, 10, 1, 40)

describe('narrow phone (320 px), every language', () => {
  for (const bigText of [false, true]) {
    test(`game rooms: no option name breaks inside a word${bigText ? ', at 200 % text' : ''}; the page is no wider than the screen`, async () => {
      const t = await narrowPage(bigText)
      const { page } = t
      const problems = await acrossLanguages(page, ROOMS, async () => {
        // the options come with the round's data
        await page.locator('[data-testid^="option-"] .option-odds').first().waitFor()
        await waitForIdle(t)
        const found = await brokenParts(page, '.option-name', 'words')
        const width = await scrollWidth(page)
        return width > NARROW.width ? [...found, `the page is ${width} px wide`] : found
      })
      expect(problems).toEqual([])
      expectClean(t, 'option names')
    })
  }

  test('tabs: every tab of a game room and of the bet records shows, its title wrapped between words', async () => {
    const t = await narrowPage()
    const { page } = t
    const problems = await acrossLanguages(page, ['/activity/1', '/bjsc/4', '/betlist'], async () => {
      const list = page.locator('.tabs-list').first()
      await list.waitFor()
      const [scroll, width] = await list.evaluate((el) => [el.scrollWidth, el.clientWidth])
      const found = await brokenParts(page, '.tabs-tab', 'words')
      return scroll! > width! ? [`the tabs take ${scroll} px of ${width}`, ...found] : found
    })
    expect(problems).toEqual([])
    expectClean(t, 'tabs')
  })

  test('live orders: a row’s Follow stays beside its amount, options start and amounts end in one column, no option word broken', async () => {
    const t = await openAt(baseURL)
    const { page } = t
    await page.setViewportSize(NARROW)
    // the page's clock drives the demo's rounds: each room's round is well under way, with other players' orders
    await page.clock.install({ time: ROUNDS_UNDER_WAY })
    await login(page)
    const problems = await acrossLanguages(page, ROOMS, async () => {
      await expect.poll(() => page.getByTestId('live-row').count(), { timeout: 10_000 }).toBeGreaterThan(7)
      const found = await page.evaluate(() => {
        const out: string[] = []
        const rows = [...document.querySelectorAll('[data-testid="live-row"]')]
        const box = (row: Element, selector: string) => row.querySelector(selector)?.getBoundingClientRect()
        const column = (xs: number[], what: string) => {
          const at = new Set(xs.map(Math.round))
          if (at.size > 1) out.push(`${what} at ${[...at].join(', ')} px`)
        }
        column(
          rows.map((r) => box(r, '.order-option')!.left),
          'options start',
        )
        column(
          rows.map((r) => box(r, '.amount')!.right),
          'amounts end',
        )
        for (const row of rows) {
          const follow = box(row, '[data-testid="follow"]')
          if (follow && follow.top >= box(row, '.amount')!.bottom) out.push(`${row.textContent}: Follow on a line of its own`)
        }
        return out
      })
      return [...found, ...(await brokenParts(page, '[data-testid="live-row"] .order-option', 'words'))]
    })
    expect(problems).toEqual([])
    expectClean(t, 'live orders')
  })

  test('an account type’s name takes one line', async () => {
    const t = await narrowPage()
    const { page } = t
    const problems = await acrossLanguages(page, ['/bankadd'], async () => {
      const chip = page.locator('.adm-selector-item').first()
      await chip.waitFor()
      // the lines of its text (the chip's check mark is a box of its own)
      const lines = await chip.evaluate((el) => {
        const tops = new Set<number>()
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top))
        }
        return tops.size
      })
      return lines === 1 ? [] : [`the type "${await chip.textContent()}" takes ${lines} lines`]
    })
    expect(problems).toEqual([])
    expectClean(t, 'account type')
  })

  test('money figures never break inside their digits: the mining plans and their details, logged in', async () => {
    const t = await narrowPage()
    const { page } = t
    const problems = await acrossLanguages(page, ['/finance', '/productdetail?tier=4', '/producttransferin?tier=4', '/user'], async () => {
      await page.locator('.amount').first().waitFor()
      return brokenParts(page, '.amount', 'words')
    })
    expect(problems).toEqual([])
    expectClean(t, 'money figures')
  })

  // 200 % browser zoom on a 390 px phone lays the page out 195 px wide
  for (const { big, width } of [{ big: '' }, { big: '200 % text' }, { big: '200 % browser zoom', width: 195 }])
    test(`room list: the cards take the page’s width; a room’s name and facts break between words, never inside one${big ? `, at ${big}` : ''}`, async () => {
      const t = await narrowPage(big === '200 % text')
      const { page } = t
      if (width) await page.setViewportSize({ ...NARROW, width })
      const problems = await acrossLanguages(page, ['/room_list/1', '/room_list/2', '/room_list/3'], async () => {
        await page.getByTestId('room-card').first().waitFor()
        const found = [
          ...(await brokenParts(page, '.room-card-title > :first-child', 'words')),
          ...(await brokenParts(page, '.room-facts > *', 'spaced words')),
        ]
        const [card, body] = await Promise.all([
          page.getByTestId('room-card').first().boundingBox(),
          page.locator('main').first().boundingBox(),
        ])
        // the page body's 12 px padding on either side
        if (Math.abs(card!.x - body!.x - 12) > 0.5 || Math.abs(card!.x + card!.width - (body!.x + body!.width - 12)) > 0.5)
          found.push(`a card spans ${card!.x}-${card!.x + card!.width}, the page body ${body!.x}-${body!.x + body!.width}`)
        const pageWidth = await scrollWidth(page)
        if (pageWidth > (width ?? NARROW.width)) found.push(`the page is ${pageWidth} px wide`)
        return found
      })
      expect(problems).toEqual([])
      expectClean(t, 'room list')
    })

  test('income: a date range breaks between its dates, never inside one', async () => {
    const t = await narrowPage()
    const { page } = t
    const problems = await acrossLanguages(page, ['/my_income'], async () => {
      await page.getByTestId('range-open').click()
      await page.locator('input[name="start"]').fill('2026-01-05')
      await page.locator('input[name="end"]').fill('2026-01-20')
      await page.getByTestId('range-apply').click()
      await page.getByTestId('range-active').waitFor()
      const found = await brokenParts(page, '[data-testid="range-active"]', 'dates')
      const width = await scrollWidth(page)
      return width > NARROW.width ? [...found, `the page is ${width} px wide`] : found
    })
    expect(problems).toEqual([])
    expectClean(t, 'income date range')
  })
})

describe('200 % browser zoom on a 390 px phone (a 195 px page), every language', () => {
  const ZOOMED = { width: 195, height: 422 }
  test('articles: a title goes under its picture instead of out of the row; the page is no wider than the screen', async () => {
    const t = await narrowPage()
    const { page } = t
    await page.setViewportSize(ZOOMED)
    const problems = await acrossLanguages(page, ['/help/list'], async () => {
      await page.getByTestId('article-item').first().waitFor()
      const found = await page.evaluate((width) => {
        const out: string[] = []
        for (const item of document.querySelectorAll('[data-testid="article-item"]')) {
          const box = item.getBoundingClientRect()
          const title = item.querySelector('.article-item-title')!.getBoundingClientRect()
          if (title.right > box.right + 0.5) out.push(`"${item.textContent}" ends at ${title.right}, its row at ${box.right}`)
        }
        const page = document.scrollingElement!.scrollWidth
        if (page > width) out.push(`the page is ${page} px wide`)
        return out
      }, ZOOMED.width)
      return [...found, ...(await brokenParts(page, '.article-item-title', 'spaced words'))]
    })
    expect(problems).toEqual([])
    expectClean(t, 'articles zoomed')
  })

  test('lists and the price table: no word or figure broken inside, the page no wider than the screen (home’s winners, income, market prices)', async () => {
    const t = await narrowPage()
    const { page } = t
    await page.setViewportSize(ZOOMED)
    const checks: Record<string, () => Promise<string[]>> = {
      '/': async () => {
        await page.getByTestId('win-row').first().waitFor()
        return brokenParts(page, '[data-testid="win-row"] .win-game', 'spaced words')
      },
      '/my_income': async () => {
        await page.getByTestId('income-row').first().waitFor()
        return [
          ...(await brokenParts(page, '.income-row .reason', 'spaced words')),
          ...(await brokenParts(page, '.income-row .money', 'words')),
        ]
      },
      '/lotteryprize': async () => {
        await expect.poll(() => page.getByTestId('price-list').getAttribute('data-status'), { timeout: 10_000 }).toBe('live')
        return brokenParts(page, '.price-table tbody th, .price-table .price-last', 'words')
      },
    }
    const problems = await acrossLanguages(page, Object.keys(checks), async (path) => {
      const found = await checks[path]!()
      const width = await scrollWidth(page)
      return width > ZOOMED.width ? [...found, `the page is ${width} px wide`] : found
    })
    expect(problems).toEqual([])
    expectClean(t, 'lists zoomed')
  })

  test('tab bar: every title breaks between words, never inside one, and shows whole inside its quarter; the bar is no wider than the screen', async () => {
    const t = await narrowPage()
    const { page } = t
    await page.setViewportSize(ZOOMED)
    const problems = await acrossLanguages(page, ['/'], async () => {
      await page.locator('.tab-bar-title').first().waitFor()
      const found = await page.evaluate((width) => {
        const out: string[] = []
        const bar = document.querySelector('.tab-bar')!
        if (bar.scrollWidth > width) out.push(`the tab bar is ${bar.scrollWidth} px wide`)
        for (const title of document.querySelectorAll<HTMLElement>('.tab-bar-title')) {
          const text = title.textContent
          // an ellipsis: the title is wider than its box
          if (title.scrollWidth > title.clientWidth) out.push(`"${text}" is cut short (${title.scrollWidth} px in ${title.clientWidth})`)
          const box = title.getBoundingClientRect()
          const item = title.parentElement!.getBoundingClientRect()
          if (box.left < item.left - 0.5 || box.right > item.right + 0.5)
            out.push(`"${text}" spans ${box.left}-${box.right}, its tab ${item.left}-${item.right}`)
        }
        return out
      }, ZOOMED.width)
      const width = await scrollWidth(page)
      return [
        ...(await brokenParts(page, '.tab-bar-title', 'spaced words')),
        ...found,
        ...(width > ZOOMED.width ? [`the page is ${width} px wide`] : []),
      ]
    })
    expect(problems).toEqual([])
    expectClean(t, 'tab bar zoomed')
  })

  test('withdrawal accounts: Delete goes under the account, inside the screen; values break between words; the page no wider than the screen', async () => {
    const t = await narrowPage()
    const { page } = t
    const bank = {
      type: 'Bank',
      bank: 'Asia Commercial Bank',
      account: '6222021234567890',
      username: 'Nguyen Van An',
      area: 'Hanoi Branch',
      payPwd: 'pay123',
    }
    expect((await demoApi(page, '/api/Game/addbankcard', bank)).code).toBe(1)
    const wallet = { type: 'USDT-TRC20', address: 'TQ5NqZ8kX1v9Yb3cWm2Lr7Hd4Jf6Ga8Ps1', payPwd: 'pay123' }
    expect((await demoApi(page, '/api/Game/addbankcard', wallet)).code).toBe(1)
    await page.setViewportSize(ZOOMED)
    const problems = await acrossLanguages(page, ['/banklist'], async () => {
      await page.getByTestId('bank-card').nth(1).waitFor()
      const found = await page.evaluate((width) => {
        const out: string[] = []
        for (const card of document.querySelectorAll('[data-testid="bank-card"]')) {
          const button = card.querySelector('[data-testid="bank-delete"]')!.getBoundingClientRect()
          const text = card.querySelector('.bank-card-text')!.getBoundingClientRect()
          if (button.right > width + 0.5) out.push(`Delete ends at ${button.right}`)
          if (button.top < text.bottom - 0.5) out.push(`Delete (top ${button.top}) beside the account (bottom ${text.bottom})`)
        }
        const page = document.scrollingElement!.scrollWidth
        if (page > width) out.push(`the page is ${page} px wide`)
        return out
      }, ZOOMED.width)
      // the bank account's values are words; a wallet address is one word longer than the line, so it may break
      return [...found, ...(await brokenParts(page, '.bank-card:has([data-testid="bank-account"]) dd', 'spaced words'))]
    })
    expect(problems).toEqual([])
    expectClean(t, 'bank list zoomed')
  })

  test('recharge: the submit button that keyboard focus reaches is above the tab bar, not under it', async () => {
    const t = await narrowPage()
    const { page } = t
    await page.setViewportSize(ZOOMED)
    const problems = await acrossLanguages(page, ['/recharge'], async () => {
      const payer = page.locator('input[name="payName"]')
      await payer.waitFor()
      // the button takes focus once the session's first check is done
      await page.locator('form button[type="submit"]:not([disabled])').waitFor()
      await payer.focus()
      // Tab on from the payer name (past any control of the field) to the submit button
      for (let i = 0; i < 4 && !(await page.evaluate(() => document.activeElement!.matches('form button[type="submit"]'))); i++)
        await page.keyboard.press('Tab')
      const seen = await page.evaluate(() => {
        const active = document.activeElement!
        const box = active.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return {
          submit: active.matches('form button[type="submit"]'),
          active: active.outerHTML.slice(0, 80),
          shown: !!hit && (hit === active || active.contains(hit)),
          hit: hit?.className,
        }
      })
      const out: string[] = []
      if (!seen.submit) out.push(`Tab from the payer name reaches ${seen.active}, not the submit button`)
      if (!seen.shown) out.push(`the focused submit button is covered by "${seen.hit}"`)
      return out
    })
    expect(problems).toEqual([])
    expectClean(t, 'recharge zoomed')
  })

  test('game rooms: the order amount goes under its label; the page is no wider than the screen', async () => {
    const t = await narrowPage()
    const { page } = t
    await page.setViewportSize(ZOOMED)
    const problems = await acrossLanguages(page, ROOMS, async () => {
      // both edges read in one go once the slip shows: a round's draw clears the room's view for a moment
      const handle = await page.waitForFunction(() => {
        const field = document.querySelector('.bet-slip [data-testid="bet-amount"]')?.getBoundingClientRect()
        const slip = document.querySelector('.bet-slip')?.getBoundingClientRect()
        return field && slip && field.width > 0 && slip.width > 0 ? { field: field.right, slip: slip.right } : null
      })
      const edges = (await handle.jsonValue())!
      const found = edges.field > edges.slip + 0.5 ? [`the amount field ends at ${edges.field}, the slip at ${edges.slip}`] : []
      const width = await scrollWidth(page)
      return width > ZOOMED.width ? [...found, `the page is ${width} px wide`] : found
    })
    expect(problems).toEqual([])
    expectClean(t, 'room zoomed')
  })
})

/** The badge's box and what it must fit: the app's column, the tab bar (when shown), the viewport. */
function badgeLayout(page: Page) {
  return page.evaluate(() => {
    const badge = document.querySelector('[data-testid="demo-badge"]')!
    const opaque = (el: Element | null): boolean => !el || (getComputedStyle(el).opacity === '1' && opaque(el.parentElement))
    const box = (el: Element | null) => {
      if (!el) return null
      const r = el.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
    }
    return {
      role: badge.getAttribute('role'),
      // an opaque strip: the page scrolls beneath it as beneath the tab bar, never shows through around or under it
      background: getComputedStyle(badge).backgroundColor,
      opaque: opaque(badge),
      badge: box(badge)!,
      column: box(document.getElementById('root'))!,
      tabBar: box(document.querySelector('.tab-bar')),
      viewport: innerHeight,
    }
  })
}

/**
 * With the page scrolled to its end: the elements of the page (all of #root but the badge and the tab bar)
 * whose visible part reaches below `top`, as "tag.class "text" bottom".
 */
function beneath(page: Page, top: number): Promise<string[]> {
  return page.evaluate((top) => {
    const root = document.getElementById('root')!
    const badge = document.querySelector('[data-testid="demo-badge"]')!
    const tabBar = document.querySelector('.tab-bar')
    const out: string[] = []
    for (const el of root.querySelectorAll('*')) {
      if (badge.contains(el) || el.contains(badge) || tabBar?.contains(el)) continue
      // the part of its box its scrolling or clipping ancestors show
      const r = el.getBoundingClientRect()
      let bottom = r.bottom
      let visible = r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === 'visible'
      for (let a = el.parentElement; visible && a && a !== root; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const clip = a.getBoundingClientRect()
        bottom = Math.min(bottom, clip.bottom)
        visible = bottom > Math.max(r.top, clip.top)
      }
      if (visible && bottom > top + 0.5)
        out.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(bottom)}`,
        )
    }
    return out.slice(0, 5)
  }, top)
}

/**
 * Screens with and without the tab bar, the game rooms among them, each with what shows once its data has come:
 * the page's end is measured only then (opened in the running app, a screen is there before its data).
 */
const BADGE_ROUTES: Record<string, string> = {
  '/': '[data-testid="win-row"]',
  '/user': '[data-testid="user-withdrawable"]',
  '/my_income': '[data-testid="income-row"]',
  '/activity/1': '[data-testid^="option-"] .option-odds',
  '/bjsc/4': '[data-testid^="option-"] .option-odds',
}

/** Scrolls to the end of the page, again until the end stays put for a moment (a screen whose rows still arrive grows). */
async function scrollToEnd(page: Page): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const stayed = await page.evaluate(async () => {
      const el = document.scrollingElement!
      window.scrollTo(0, el.scrollHeight)
      const end = el.scrollHeight
      await new Promise((resolve) => setTimeout(resolve, 150))
      await new Promise((resolve) => requestAnimationFrame(resolve))
      return el.scrollHeight === end && Math.abs(el.scrollTop + innerHeight - end) <= 1
    })
    if (stayed) return
  }
}

describe('the Demo badge (320 px)', () => {
  for (const bigText of [false, true]) {
    test(`a strip across the column at the bottom, above the tab bar where there is one; nothing of a page is left beneath it${bigText ? ', at 200 % text' : ''}`, async () => {
      const t = await narrowPage(bigText)
      const { page } = t
      const problems: string[] = []
      for (const language of ['en-US', 'vi']) {
        await chooseLanguage(page, language)
        for (const [path, loaded] of Object.entries(BADGE_ROUTES)) {
          const where = `${language} ${path}`
          await openInApp(page, path)
          const shown = await shownAt(page)
          if (shown !== where) problems.push(`${where}: the app shows ${shown}`)
          await page.locator(loaded).first().waitFor()
          await waitForIdle(t)
          const { role, background, opaque, badge, column, tabBar, viewport } = await badgeLayout(page)
          if (role !== 'status') problems.push(`${where}: role ${role}`)
          if (!opaque || !/^rgb\(/.test(background)) problems.push(`${where}: not opaque (${background})`)
          if (Math.abs(badge.left - column.left) > 0.5 || Math.abs(badge.right - column.right) > 0.5)
            problems.push(`${where}: ${badge.left}-${badge.right} across, the column ${column.left}-${column.right}`)
          const floor = tabBar ? tabBar.top : viewport
          if (Math.abs(badge.bottom - floor) > 0.5)
            problems.push(`${where}: its bottom at ${badge.bottom}, not at ${tabBar ? 'the tab bar' : "the screen's bottom"} (${floor})`)
          await scrollToEnd(page)
          for (const el of await beneath(page, badge.top)) problems.push(`${where}: beneath the badge at the end of the page: ${el}`)
        }
      }
      expect(problems).toEqual([])
      expectClean(t, 'demo badge')
    })
  }
})
