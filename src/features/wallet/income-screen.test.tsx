import { formatDateTime, SERVER_TIME_ZONE } from '../../lib/server-time'
import { formatCalendarDate } from '../../lib/calendar-date'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { textOf } from '../../../mocks/lib/texts'
import { fail } from '../../../mocks/lib/envelope'
import { post } from '../../../mocks/lib/ledger'
import { serverDay, serverTime } from '../../../mocks/lib/server-time'
import { renderDemoApp } from '../../../tests/demo-app'

const DEMO = { username: 'demo', password: 'demo123' }
const NOW = 1_767_000_000_000
let cleanup = () => {}
afterEach(() => cleanup())

async function open(opts: { scenario?: string; path?: string } = {}) {
  const app = await renderDemoApp(opts.path ?? '/my_income', { scenario: opts.scenario ?? 'default', login: DEMO, now: () => NOW })
  cleanup = app.cleanup
  return app
}
const demoLogs = (app: Awaited<ReturnType<typeof open>>) =>
  app.server.schema.where('fundLog', { userId: app.server.schema.findBy('user', { username: 'demo' })!.id! }).models

describe('income list', () => {
  it('rows show time, a signed amount (gain green +, loss red −), the balance before and the reason', async () => {
    const app = await open()
    const rows = await screen.findAllByTestId('income-row')
    const logs = demoLogs(app).sort((a, b) => b.time - a.time)
    expect(rows).toHaveLength(logs.length)
    rows.forEach((row, i) => {
      const log = logs[i]!
      const money = within(row).getByTestId('income-money')
      expect(money.className).toContain(log.type === 1 ? 'gain' : 'loss')
      expect(money.textContent?.[0]).toBe(log.type === 1 ? '+' : '−')
      expect(money.querySelector('.amount')!.getAttribute('data-cents')).toBe(String(log.cents))
      // the backend's UTC+8 time text, shown in the active locale on the backend's clock (its days are the tabs' days)
      expect(row.querySelector('time')!.dateTime).toBe(new Date(Math.floor(log.time / 1000) * 1000).toISOString())
      expect(row.querySelector('time')!.textContent).toBe(formatDateTime(Math.floor(log.time / 1000) * 1000, 'en-US', SERVER_TIME_ZONE))
      expect(row.textContent).toContain(textOf('en', log.reason))
      expect(row.querySelector('.before .amount')!.getAttribute('data-cents')).toBe(String(log.beforeCents))
    })
    expect(screen.getByText('No more records')).toBeTruthy()
    expect(screen.getByTestId('server-clock-note').textContent).toBe('Days and times are server time (UTC+8).')
  })

  it('the sign comes from type: a loss sent as a negative number shows "−100.00", not "−-100.00"', async () => {
    const app = await open({ path: '/user' })
    const rows = [
      { id: 1, time: serverTime(NOW), type: 2, money: '-100.00', before: '500.00', reason: 'Withdraw (negative)' },
      { id: 2, time: serverTime(NOW - 1000), type: 2, money: '100.00', before: '600.00', reason: 'Withdraw (positive)' },
      { id: 3, time: serverTime(NOW - 2000), type: 1, money: '50.00', before: '550.00', reason: 'Recharge' },
      { id: 4, time: serverTime(NOW - 3000), type: 0, money: '-0.50', before: '550.50', reason: 'Fee' },
    ]
    app.server.post('/api/Game/getfinanceflow', () => ({ code: 1, data: rows, info: '' }))
    await app.router.navigate({ to: '/my_income' })
    const money = await screen.findAllByTestId('income-money')
    expect(money.map((m) => m.textContent)).toEqual(['−100.00', '−100.00', '+50.00', '−0.50'])
    expect(money.map((m) => m.classList.contains('gain'))).toEqual([false, false, true, false])
  })

  it.each([
    ['Today', 0, 0],
    ['Yesterday', 1, 1],
    ['Seven days', 6, 0],
  ])('the %s tab shows only its days', async (tab, fromBack, toBack) => {
    const app = await open()
    await screen.findAllByTestId('income-row')
    const today = serverDay(NOW)
    const expected = demoLogs(app).filter((l) => serverDay(l.time) >= today - fromBack && serverDay(l.time) <= today - toBack).length
    fireEvent.click(screen.getByText(tab))
    if (expected === 0) expect(await screen.findByTestId('empty')).toBeTruthy()
    else await waitFor(() => expect(screen.getAllByTestId('income-row')).toHaveLength(expected))
    expect(expected).toBeLessThan(demoLogs(app).length)
  })

  it('loads more as the user scrolls (pages of 20)', async () => {
    const app = await open({ path: '/user' })
    const demo = app.server.schema.findBy('user', { username: 'demo' })!
    for (let i = 0; i < 30; i++) post(app.server.schema, demo, { type: 1, cents: 100 + i, reason: `Bonus ${i}`, time: NOW - i * 1000 })
    await app.router.navigate({ to: '/my_income' })
    // jsdom has no layout: every element counts as rendered (offsetParent) and at the top of the viewport,
    // so the scroller sees its end and keeps loading until the last page.
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get() {
        return this.parentElement
      },
    })
    onTestFinished(() => void Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent))
    await waitFor(() => expect(screen.getAllByTestId('income-row')).toHaveLength(demoLogs(app).length))
    expect(demoLogs(app).length).toBeGreaterThan(40)
    expect(await screen.findByText('No more records')).toBeTruthy()
    expect(new Set(screen.getAllByTestId('income-row').map((r) => r.textContent)).size).toBe(demoLogs(app).length)
  })

  it.each([20, 25])('a backend that ignores paging (%i rows every time): each row once, then the end', async (count) => {
    const app = await open({ path: '/user' })
    const rows = Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      time: serverTime(NOW - i * 1000),
      type: 1,
      money: '1.00',
      before: '0.00',
      reason: `Row ${i}`,
    }))
    app.server.post('/api/Game/getfinanceflow', () => ({ code: 1, data: rows, info: '' }))
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get() {
        return this.parentElement
      },
    })
    onTestFinished(() => void Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent))
    await app.router.navigate({ to: '/my_income' })
    expect(await screen.findByText('No more records')).toBeTruthy()
    expect(screen.getAllByTestId('income-row')).toHaveLength(count)
  })

  it('empty and error states', async () => {
    const app = await open({ scenario: 'empty' })
    expect((await screen.findByTestId('empty')).textContent).toContain('No records')
    app.server.post('/api/Game/getfinanceflow', () => fail(1004))
    fireEvent.click(screen.getByText('Today'))
    const error = await screen.findByTestId('load-error')
    expect(error.textContent).toContain('Network error, please refresh and try again')
    app.server.post('/api/Game/getfinanceflow', () => ({ code: 1, data: [], info: '' }))
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('empty')).toBeTruthy()
  })

  it('an empty list can be refreshed: its Refresh button asks again and shows what came', async () => {
    const app = await open({ scenario: 'empty' })
    const empty = await screen.findByTestId('empty')
    expect(empty.closest('.pull-refresh')).toBeTruthy()
    app.server.post('/api/Game/getfinanceflow', () => ({
      code: 1,
      data: [{ id: 1, time: serverTime(NOW), type: 1, money: '5.00', before: '0.00', reason: 'Recharge' }],
      info: '',
    }))
    fireEvent.click(within(empty).getByRole('button', { name: 'Refresh' }))
    expect(await screen.findAllByTestId('income-row')).toHaveLength(1)
  })

  it('a date range the backend ignores: rows of other days are left out, and paging goes on past a page with none in range', async () => {
    const app = await open({ path: '/user' })
    const day = (back: number) => serverTime(NOW - back * 86_400_000).slice(0, 10)
    // pages of 20 rows, newest first: pages 1 and 2 today, page 3 two days ago; the range is that day only
    const rows = Array.from({ length: 60 }, (_, i) => ({
      id: 60 - i,
      time: `${i < 40 ? day(0) : day(2)} 12:00:00`,
      type: 1,
      money: '1.00',
      before: '0.00',
      reason: `Row ${60 - i}`,
    }))
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get() {
        return this.parentElement
      },
    })
    onTestFinished(() => void Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent))
    const bodies: Record<string, unknown>[] = []
    app.server.post('/api/Game/getfinanceflow', (_schema, request) => {
      const body = JSON.parse(request.requestBody) as { page: number }
      bodies.push(body)
      return { code: 1, data: { current_page: body.page, data: rows.slice((body.page - 1) * 20, body.page * 20), last_page: 3 }, info: '' }
    })
    await app.router.navigate({ to: '/my_income' })
    await screen.findAllByTestId('income-row')
    fireEvent.click(screen.getByTestId('range-open'))
    const drawer = await screen.findByTestId('range-drawer')
    fireEvent.change(drawer.querySelector('input[name="start"]')!, { target: { value: day(2) } })
    fireEvent.change(drawer.querySelector('input[name="end"]')!, { target: { value: day(2) } })
    fireEvent.click(within(drawer).getByTestId('range-apply'))
    // jsdom has no layout: the footer counts as in view, so the list keeps loading while the server has more
    await waitFor(() => expect(screen.getAllByTestId('income-row')).toHaveLength(20))
    expect(screen.getAllByTestId('income-row').map((r) => r.querySelector('.reason')!.textContent)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Row ${20 - i}`),
    )
    expect(screen.queryByTestId('empty')).toBeNull()
    expect(bodies.filter((b) => b.start === day(2)).map((b) => b.page)).toEqual([1, 2, 3])
  })

  it('date range: start after end is refused; a valid range filters the list', async () => {
    const app = await open()
    await screen.findAllByTestId('income-row')
    fireEvent.click(screen.getByTestId('range-open'))
    const drawer = await screen.findByTestId('range-drawer')
    const day = (back: number) => serverTime(NOW - back * 86_400_000).slice(0, 10)
    const start = drawer.querySelector<HTMLInputElement>('input[name="start"]')!
    const end = drawer.querySelector<HTMLInputElement>('input[name="end"]')!
    fireEvent.change(start, { target: { value: day(1) } })
    fireEvent.change(end, { target: { value: day(3) } })
    expect(within(drawer).getByText('The start date cannot be after the end date')).toBeTruthy()
    expect((within(drawer).getByTestId('range-apply') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(start, { target: { value: day(3) } })
    fireEvent.change(end, { target: { value: day(1) } })
    expect(within(drawer).queryByText('The start date cannot be after the end date')).toBeNull()
    fireEvent.click(within(drawer).getByTestId('range-apply'))
    const range = await screen.findByTestId('range-active')
    // each date as the language writes it, with the day itself in <time datetime>
    expect(range.textContent).toContain(`From ${formatCalendarDate(day(3), 'en-US')} to ${formatCalendarDate(day(1), 'en-US')}`)
    expect([...range.querySelectorAll('time')].map((d) => d.dateTime)).toEqual([day(3), day(1)])
    const today = serverDay(NOW)
    const expected = demoLogs(app).filter((l) => serverDay(l.time) >= today - 3 && serverDay(l.time) <= today - 1).length
    if (expected === 0) expect(await screen.findByTestId('empty')).toBeTruthy()
    else await waitFor(() => expect(screen.getAllByTestId('income-row')).toHaveLength(expected))
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    await waitFor(() => expect(screen.getAllByTestId('income-row')).toHaveLength(demoLogs(app).length))
  })
})
