import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockResponse as Response } from '../../../mocks/lib/mock-response'
import { ok } from '../../../mocks/lib/envelope'
import { countRequests, holdNextNavigation, renderDemoApp } from '../../../tests/demo-app'
import { describedBy } from '../../../tests/network'
import { inViewerZone } from '../../../tests/viewer-zone'

const DEMO = { username: 'demo', password: 'demo123' }
let cleanup = () => {}
afterEach(() => cleanup())

async function demo(path: string, opts: Parameters<typeof renderDemoApp>[1] = { login: DEMO }) {
  const app = await renderDemoApp(path, opts)
  cleanup = app.cleanup
  return app
}
const amountInput = () => document.querySelector<HTMLInputElement>('input[name="amount"]')!
const typeAmount = (value: string) => fireEvent.change(amountInput(), { target: { value } })
const submit = () => fireEvent.click(screen.getByTestId('transfer-submit'))
/** Answers the question a valid transfer asks before it is sent. */
const confirmTransfer = async () =>
  fireEvent.click(
    within(await screen.findByRole('alertdialog', { name: 'Confirm the transfer' })).getByRole('button', { name: 'Transfer in' }),
  )
/** The transfer form once getMinerList answered: its range is the server's, and it takes a submit. */
const rangeKnown = () => waitFor(() => expect(screen.getByTestId('transfer-range').textContent).toMatch(/^From /))

describe('mining list, rules and detail', () => {
  it('/finance shows the four tiers with minimum, daily rate, period and headline gain; links to orders and rules', async () => {
    await demo('/finance', {})
    const cards = await screen.findAllByRole('link', { name: /^Plan \d/ })
    expect(cards.map((c) => c.textContent)).toEqual([
      'Plan 1+2.25%total gainFrom 100,000.00 USDDaily 0.15%15 days',
      'Plan 2+9%total gainFrom 300,000.00 USDDaily 0.3%30 days',
      'Plan 3+36%total gainFrom 800,000.00 USDDaily 0.8%45 days',
      'Plan 4+78%total gainFrom 1,500,000.00 USDDaily 1.3%60 days',
    ])
    expect(screen.getByTestId('to-orders').getAttribute('href')).toBe('/productorder')
    expect(screen.getByTestId('to-rules').getAttribute('href')).toBe('/productrule')
    expect(cards[1]!.getAttribute('href')).toBe('/productdetail?tier=2')
  })

  it('/finance keeps the product table when the backend has no getMinerList (404)', async () => {
    const app = await demo('/productrule', {})
    await screen.findByTestId('rules')
    app.server.post('/api/Game/getMinerList', () => new Response(404, {}, { code: 404 }))
    await act(() => app.router.navigate({ to: '/finance' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Plan \d/ })).toHaveLength(4))
    expect(screen.getByTestId('tier-4').textContent).toContain('+78%')
  })

  it("/finance: getMinerList failing (HTTP 500, then a malformed answer) says why over the standard plans; retry loads the server's", async () => {
    const app = await demo('/productrule', {})
    await screen.findByTestId('rules')
    app.server.post('/api/Game/getMinerList', () => new Response(500, {}, 'Internal Server Error'))
    await act(() => app.router.navigate({ to: '/finance' }))
    const error = await screen.findByTestId('load-error')
    expect(error.textContent).toBe(
      "The server could not handle the request, please try again later The standard plans are shown meanwhile; the server's current plans may differ.Try again",
    )
    expect(screen.getAllByRole('link', { name: /^Plan \d/ })).toHaveLength(4)

    app.server.post('/api/Game/getMinerList', () => ok({ list: 'not a list' }))
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.getByTestId('load-error').textContent).toContain('Unexpected answer from the server, please try again'),
    )

    app.server.post('/api/Game/getMinerList', () =>
      ok([{ tier: 1, min: '50000.00', max: '100000.00', rate: '0.2', days: 10, title: 'Starter' }]),
    )
    fireEvent.click(within(screen.getByTestId('load-error')).getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Plan \d/ }).map((c) => c.textContent)).toEqual([
        'Plan 1+2%total gainFrom 50,000.00 USDDaily 0.2%10 days',
      ]),
    )
    expect(screen.queryByTestId('load-error')).toBeNull()
  })

  it("/productrule: each tier's daily rate and USD range, in Vietnamese", async () => {
    await demo('/productrule', { locale: 'vi' })
    await waitFor(() => expect(screen.getByTestId('rule-1').textContent).toContain('0,15%'))
    expect(screen.getByTestId('rule-1').textContent).toContain('100.000,00 USD')
    expect(screen.getByTestId('rule-4').textContent).toContain('1.500.000,00 USD')
  })

  it('/productdetail?tier=2: period, daily and annualized (daily × 365) rate, a labelled projection', async () => {
    const app = await demo('/productdetail?tier=2', {})
    expect((await screen.findByTestId('detail-days')).textContent).toBe('30 days')
    expect(screen.getByTestId('detail-daily').textContent).toBe('0.3%')
    expect(screen.getByTestId('detail-annual').textContent).toBe('109.5%')
    expect(screen.getByTestId('detail-gain').textContent).toBe('+9%')
    expect(screen.getByTestId('projection-note').textContent).toMatch(/projection/i)
    const chart = await screen.findByRole('img', { name: 'Projected cumulative yield (%) by day' })
    expect(chart.dataset.testid).toBe('projection-chart')
    expect(
      within(chart)
        .getAllByTestId('projection-x')
        .map((t) => t.textContent),
    ).toEqual(['0', '10', '20', '30'])
    expect(
      within(chart)
        .getAllByTestId('projection-y')
        .map((t) => t.textContent),
    ).toEqual(['0%', '3%', '6%', '9%'])
    fireEvent.click(screen.getByTestId('to-transfer'))
    await waitFor(() => expect(app.router.state.location.href).toBe('/producttransferin?tier=2'))
  })

  it('/productdetail?tier=1: the chart is drawn from the tier and ends at its headline gain (15 days × 0.15% = 2.25%), in Vietnamese', async () => {
    await demo('/productdetail?tier=1', { locale: 'vi' })
    const chart = await screen.findByTestId('projection-chart')
    expect(chart.getAttribute('role')).toBe('img')
    expect(chart.getAttribute('aria-label')).toBe('Lãi tích lũy dự phóng (%) theo ngày')
    const gain = screen.getByTestId('detail-gain')
    expect(gain.textContent).toBe('+2,25%')
    // The line runs from (day 0, 0%) to the top right corner, where the top tick is the period's gain.
    const points = within(chart).getByTestId('projection-line').getAttribute('points')!.split(' ')
    expect(points).toHaveLength(16)
    expect([points[0], points.at(-1)]).toEqual(['0,100', '100,0'])
    const yTicks = within(chart).getAllByTestId('projection-y')
    expect(yTicks.map((t) => t.textContent)).toEqual(['0%', '0,75%', '1,5%', '2,25%'])
    expect(yTicks.at(-1)!.dataset.ppm).toBe(gain.querySelector<HTMLElement>('[data-ppm]')!.dataset.ppm)
    expect(
      within(chart)
        .getAllByTestId('projection-x')
        .map((t) => t.textContent),
    ).toEqual(['0', '5', '10', '15'])
    expect(chart.textContent).toContain('Ngày')
    // Only the label speaks: the drawing and the tick texts are hidden from assistive technology.
    expect([...chart.children].every((c) => c.getAttribute('aria-hidden') === 'true')).toBe(true)
  })

  it('/productdetail with an unknown tier says so', async () => {
    await demo('/productdetail?tier=9', {})
    expect((await screen.findByTestId('empty')).textContent).toContain('This plan does not exist.')
  })
})

describe('transfer in and orders', () => {
  it('every rule has its message; all in fills the balance; the button is busy while the request runs', async () => {
    const app = await demo('/producttransferin?tier=1')
    await waitFor(() => expect(screen.getByTestId('mining-balance').textContent).toContain('10,000.00 USD'))
    await rangeKnown()
    const problem = () => screen.getByTestId('amount-problem').textContent
    // before an amount is typed, the plan the user came from; the range stays said under the field
    expect(screen.getByTestId('transfer-tier').textContent).toBe('Plan 1: 0.15% per day for 15 days')
    const range = screen.getByTestId('transfer-range')
    expect(range.textContent).toBe('From 100,000.00 USD to 1,500,000.00 USD')
    expect(amountInput().getAttribute('aria-describedby')).toContain(range.id)
    submit()
    expect(problem()).toBe('Please enter an amount')
    typeAmount('0')
    submit()
    expect(problem()).toBe('The amount cannot be zero')
    typeAmount('99,999.99')
    submit()
    expect(problem()).toBe('The minimum transfer is 100,000.00 USD')
    typeAmount('1500000.01')
    submit()
    expect(problem()).toBe('The maximum transfer is 1,500,000.00 USD')
    // no plan takes that amount: none is named under it
    expect(screen.queryByTestId('transfer-tier')).toBeNull()
    typeAmount('100000')
    submit()
    expect(problem()).toBe('Your balance is not enough for this amount')
    fireEvent.click(screen.getByTestId('all-in'))
    expect(amountInput().value).toBe('10000.00')

    // The server refuses (a second device spent the money meanwhile): its catalogue message is shown.
    app.server.post('/api/Game/getuserinfo', () =>
      ok({ username: 'demo', nickname: 'Demo Trader', level: 3, money: '200000.00', noPassword2: 0 }),
    )
    app.services.session.send({ type: 'session.refresh' })
    await waitFor(() => expect(screen.getByTestId('mining-balance').textContent).toContain('200,000.00 USD'))
    app.server.timing = 200
    typeAmount('100000')
    expect(screen.getByTestId('transfer-tier').textContent).toBe('Plan 1: 0.15% per day for 15 days')
    submit()
    await confirmTransfer()
    await waitFor(() => expect(screen.getByTestId('transfer-submit').hasAttribute('disabled')).toBe(true))
    const toast = await screen.findByText('Insufficient balance')
    expect(toast).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('transfer-submit').hasAttribute('disabled')).toBe(false))
  })

  /** The app's getMinerList calls wait for `release` (the rest of the API answers as usual); `paths`: every call the app made. */
  function holdMinerList(app: Awaited<ReturnType<typeof demo>>) {
    const releases: (() => void)[] = []
    const paths: string[] = []
    const call = app.services.api.call.bind(app.services.api)
    app.services.api.call = ((...args: Parameters<typeof call>) => {
      paths.push(args[0])
      return args[0].endsWith('getMinerList') ? new Promise<void>((r) => releases.push(r)).then(() => call(...args)) : call(...args)
    }) as typeof call
    return {
      paths,
      asked: () => releases.length,
      release: () => act(async () => void releases.splice(0).forEach((r) => r())),
    }
  }

  it('while getMinerList is awaited the range is not known: the hint says it loads, no plan is named, nothing is checked or sent', async () => {
    const app = await demo('/finance', { login: DEMO, scenario: 'vip' })
    const held = holdMinerList(app)
    app.server.post('/api/Game/getMinerList', () => ok([{ tier: 1, min: '1000', max: '5000', rate: 0.5, days: 10 }]))
    const sent = countRequests(app.server, 'minerTransferIn')
    await act(() => app.router.navigate({ to: '/producttransferin', search: { tier: 1 } }))
    await waitFor(() => expect(screen.getByTestId('mining-balance').textContent).toContain('2,000,000.00 USD'))
    await waitFor(() => expect(held.asked()).toBe(1))
    // an amount the product's plans take and the server's (1,000-5,000) do not: not sent
    typeAmount('200000')
    submit()
    expect(held.paths.filter((p) => p.endsWith('minerTransferIn'))).toEqual([])
    const range = screen.getByTestId('transfer-range')
    // not the product's 100,000-1,500,000, which the server's plans may not be
    expect(range.textContent).toBe('Loading the allowed range…')
    expect(range.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByTestId('transfer-tier')).toBeNull()
    expect(screen.getByTestId('transfer-submit').hasAttribute('disabled')).toBe(true)
    expect(screen.getByTestId('all-in').hasAttribute('disabled')).toBe(true)
    submit()
    fireEvent.submit(amountInput().form!)
    expect(screen.queryByTestId('amount-problem')).toBeNull()

    await held.release()
    await waitFor(() => expect(range.textContent).toBe('From 1,000.00 USD to 5,000.00 USD'))
    expect(range.getAttribute('aria-busy')).toBe('false')
    expect(sent()).toBe(0)
    submit()
    expect(screen.getByTestId('amount-problem').textContent).toBe('The maximum transfer is 5,000.00 USD')
    typeAmount('2000')
    expect(screen.getByTestId('transfer-tier').textContent).toBe('Plan 1: 0.5% per day for 10 days')
    submit()
    await confirmTransfer()
    await waitFor(() => expect(sent()).toBe(1))
  })

  it('getMinerList failing: the form says so with a retry and sends nothing; a retry that answers opens the form', async () => {
    const app = await demo('/finance')
    app.server.post('/api/Game/getMinerList', () => new Response(500, {}, 'Internal Server Error'))
    const sent = countRequests(app.server, 'minerTransferIn')
    await act(() => app.router.navigate({ to: '/producttransferin' }))
    const failure = await screen.findByTestId('tiers-load-error')
    expect(failure.textContent).toContain('Transfers wait until the server’s plans are loaded.')
    expect(screen.getByTestId('transfer-range').textContent).toBe('The allowed range could not be loaded.')
    typeAmount('200000')
    expect(screen.getByTestId('transfer-submit').hasAttribute('disabled')).toBe(true)
    fireEvent.submit(amountInput().form!)
    expect(screen.queryByTestId('amount-problem')).toBeNull()

    app.server.post('/api/Game/getMinerList', () => ok([{ tier: 1, min: '1000', max: '5000', rate: 0.5, days: 10 }]))
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByTestId('transfer-range').textContent).toBe('From 1,000.00 USD to 5,000.00 USD'))
    expect(screen.queryByTestId('tiers-load-error')).toBeNull()
    submit()
    expect(screen.getByTestId('amount-problem').textContent).toBe('The maximum transfer is 5,000.00 USD')
    expect(sent()).toBe(0)
  })

  it('a backend without getMinerList (404): the product’s range is the known one, and the form takes a transfer', async () => {
    const app = await demo('/finance', { login: DEMO, scenario: 'vip' })
    app.server.post('/api/Game/getMinerList', () => new Response(404, {}, { code: 404 }))
    await act(() => app.router.navigate({ to: '/producttransferin' }))
    await rangeKnown()
    expect(screen.getByTestId('transfer-range').textContent).toBe('From 100,000.00 USD to 1,500,000.00 USD')
    expect(screen.queryByTestId('tiers-load-error')).toBeNull()
    expect(screen.getByTestId('transfer-submit').hasAttribute('disabled')).toBe(false)
  })

  it('the range is the backend’s tiers’: tier 1 at 1,000-5,000 takes 2,000; below and above it are refused', async () => {
    const app = await demo('/finance')
    app.server.post('/api/Game/getMinerList', () => ok([{ tier: 1, min: '1000', max: '5000', rate: 0.5, days: 10, title: 'Starter' }]))
    const sent: unknown[] = []
    app.server.post('/api/Game/minerTransferIn', (_, request) => {
      sent.push(JSON.parse(request.requestBody as string))
      return ok()
    })
    await act(() => app.router.navigate({ to: '/producttransferin' }))
    await waitFor(() => expect(screen.getByTestId('transfer-range').textContent).toBe('From 1,000.00 USD to 5,000.00 USD'))
    const problem = () => screen.getByTestId('amount-problem').textContent
    typeAmount('999.99')
    submit()
    expect(problem()).toBe('The minimum transfer is 1,000.00 USD')
    typeAmount('5000.01')
    submit()
    expect(problem()).toBe('The maximum transfer is 5,000.00 USD')
    typeAmount('2000')
    expect(screen.getByTestId('transfer-tier').textContent).toBe('Plan 1: 0.5% per day for 10 days')
    submit()
    await confirmTransfer()
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ money: '2000.00', tier: 1 })]))
  })

  it('a backend top tier open upwards from above the product’s maximum: no maximum, the range says where it starts', async () => {
    const app = await demo('/finance', { login: DEMO, scenario: 'vip' })
    app.server.post('/api/Game/getMinerList', () => ok([{ tier: 1, min: '1600000', rate: 1.3, days: 60 }]))
    await act(() => app.router.navigate({ to: '/producttransferin' }))
    await waitFor(() => expect(screen.getByTestId('transfer-range').textContent).toBe('From 1,600,000.00 USD'))
    await waitFor(() => expect(screen.getByTestId('mining-balance').textContent).toContain('2,000,000.00 USD'))
    fireEvent.click(screen.getByTestId('all-in'))
    expect(amountInput().value).toBe('2000000.00')
  })

  it('all in never asks for more than the balance: 150000.009 fills 150000.00', async () => {
    const app = await demo('/finance')
    app.server.post('/api/Game/getuserinfo', () =>
      ok({ username: 'demo', nickname: 'Demo Trader', level: 3, money: '150000.009', noPassword2: 0 }),
    )
    app.services.session.send({ type: 'session.refresh' })
    await act(() => app.router.navigate({ to: '/producttransferin' }))
    await waitFor(() => expect(screen.getByTestId('mining-balance').textContent).toContain('150,000.00 USD'))
    await rangeKnown()
    fireEvent.click(screen.getByTestId('all-in'))
    expect(amountInput().value).toBe('150000.00')
  })

  it('a refused submit moves focus to the amount, named by its own label and described by the range and the problem', async () => {
    await demo('/producttransferin')
    await waitFor(() => expect(screen.getByTestId('mining-balance').textContent).toContain('10,000.00 USD'))
    await rangeKnown()
    expect(screen.getByRole('textbox', { name: 'Amount (USD)' })).toBe(amountInput())
    typeAmount('-100000')
    expect(amountInput().value).toBe('-100000')
    submit()
    expect(screen.getByTestId('amount-problem').textContent).toBe('Please enter a valid amount')
    await waitFor(() => expect(document.activeElement).toBe(amountInput()))
    expect(screen.getByRole('textbox', { name: 'Amount (USD)' })).toBe(amountInput())
    expect(describedBy(amountInput())).toBe('From 100,000.00 USD to 1,500,000.00 USD Please enter a valid amount')
  })

  it('vip: transfer 100,000 → balance down, order listed with accrued income and maturity', async () => {
    const app = await demo('/producttransferin', { login: DEMO, scenario: 'vip' })
    await waitFor(() => expect(screen.getByTestId('mining-balance').textContent).toContain('2,000,000.00 USD'))
    await rangeKnown()
    typeAmount('100,000')
    submit()
    await confirmTransfer()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/productorder'))
    const order = await screen.findByTestId('order')
    expect(within(order).getByTestId('order-money').textContent).toBe('100,000.00 USD')
    expect(within(order).getByTestId('order-income').textContent).toBe('0.00 USD')
    expect(within(order).getByTestId('order-end').querySelector('time')!.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(within(order).getByText('Running')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('mining-balance').textContent).toContain('1,900,000.00 USD'))
  })

  it('after a transfer the form stays locked until the orders screen replaces it: a second tap sends nothing; Back leads before the form', async () => {
    const app = await demo('/finance', { login: DEMO, scenario: 'vip' })
    await act(() => app.router.navigate({ to: '/producttransferin' }))
    await waitFor(() => expect(screen.getByTestId('mining-balance').textContent).toContain('2,000,000.00 USD'))
    await rangeKnown()
    const sent = countRequests(app.server, 'minerTransferIn')
    const next = holdNextNavigation(app.router)
    typeAmount('100,000')
    submit()
    await confirmTransfer()
    await waitFor(() => expect(next.started()).toBe(true))
    expect(app.router.state.location.pathname).toBe('/producttransferin')
    expect(screen.getByTestId('transfer-submit').hasAttribute('disabled')).toBe(true)
    submit()
    await new Promise((resolve) => setTimeout(resolve, 50))
    next.release()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/productorder'))
    expect(await screen.findAllByTestId('order')).toHaveLength(1)
    expect(sent()).toBe(1)
    await act(() => app.router.history.back())
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/finance'))
  })

  it('/productorder: an order without plan, income or status shows what is known and invents nothing', async () => {
    const app = await demo('/finance', { login: DEMO })
    app.server.post('/api/Game/getMinerOrders', () => ok([{ id: 7, money: '100000.00', createtime: '2026-01-08 10:00:00' }]))
    await act(() => app.router.navigate({ to: '/productorder' }))
    const order = await screen.findByTestId('order')
    expect(order.textContent).toContain('Mining order')
    expect(within(order).getByTestId('order-money').textContent).toBe('100,000.00 USD')
    expect(order.textContent).not.toMatch(/Plan|Accrued|Running|Matured|(^|[^\d,])0\.00 USD/)
    expect(within(order).queryByTestId('order-income')).toBeNull()
  })

  it('/productorder: empty state; not-available state for a backend without the call; guests are asked to log in', async () => {
    const app = await demo('/productorder')
    expect((await screen.findByTestId('empty')).textContent).toContain('You have no mining orders yet.')
    app.server.post('/api/Game/getMinerOrders', () => new Response(404, {}, { code: 404 }))
    await act(() => app.router.navigate({ to: '/finance' }))
    await act(() => app.router.navigate({ to: '/productorder' }))
    expect((await screen.findByTestId('not-available')).textContent).toBe('Mining orders are not available on this server.')
    app.unmount()
    cleanup()
    localStorage.clear() // the stored token of the first half
    await demo('/productorder', {})
    expect((await screen.findByTestId('empty')).textContent).toContain('Log in to see your mining orders.')
  })
})

describe('/productorder for a viewer in New York', () => {
  inViewerZone('America/New_York')
  it("start and maturity are the backend's times (UTC+8), and the list says so", async () => {
    const app = await demo('/finance', { login: DEMO })
    // 07:00 on Jan 16 for the backend is 18:00 on Jan 15 in New York
    app.server.post('/api/Game/getMinerOrders', () =>
      ok([{ id: 7, money: '100000.00', status: 0, createtime: '2026-01-01 07:00:00', endtime: '2026-01-16 07:00:00' }]),
    )
    await act(() => app.router.navigate({ to: '/productorder' }))
    const order = await screen.findByTestId('order')
    expect(within(order).getByTestId('order-end').textContent).toBe('1/16/26, 7:00 AM')
    expect(order.querySelector('time')!.textContent).toBe('1/1/26, 7:00 AM')
    expect(screen.getByTestId('server-clock-note').textContent).toBe('Days and times are server time (UTC+8).')
  })
})
