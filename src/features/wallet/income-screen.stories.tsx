import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test'
import { fail, ok } from '../../../mocks/lib/envelope'
import { post } from '../../../mocks/lib/ledger'
import { IncomeScreen } from './income-screen'
import { storyMirage } from '../../../.storybook/story-mirage'
import { atWidth } from '../../../.storybook/decorators/frame'

const meta = {
  component: IncomeScreen,
  parameters: { route: '/my_income', session: 'authenticated' },
} satisfies Meta<typeof IncomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvas }) => {
    const rows = await canvas.findAllByTestId('income-row')
    await expect(rows.length).toBeGreaterThan(5)
    const gain = rows.map((r) => within(r).getByTestId('income-money')).find((m) => m.classList.contains('gain'))!
    await expect(gain.textContent?.startsWith('+')).toBe(true)
    await expect(getComputedStyle(gain).color).toBe('rgb(31, 191, 117)')
    await expect(canvas.getAllByText('Balance before').length).toBe(rows.length)
  },
}

/** 200 % browser zoom on a 390 px phone (a 195 px page): the time, the balance before and the amount each take a line, so a reason stays whole. */
export const ListZoomed: Story = {
  decorators: [atWidth(195)],
  play: async ({ canvas }) => {
    for (const row of await canvas.findAllByTestId('income-row')) {
      const reason = document.createRange()
      reason.selectNodeContents(row.querySelector('.reason')!)
      await expect(new Set([...reason.getClientRects()].map((r) => Math.round(r.top))).size).toBe(1)
      const money = within(row).getByTestId('income-money').getBoundingClientRect()
      await expect(money.top).toBeGreaterThanOrEqual(reason.getBoundingClientRect().bottom)
    }
  },
}

export const Loading: Story = {
  beforeEach: () => {
    storyMirage().timing = 3000
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('loading')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { mirage: { scenario: 'empty' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('empty')).toHaveTextContent('No records')
    await expect(canvas.getByTestId('server-clock-note')).toHaveTextContent('Days and times are server time (UTC+8).')
  },
}

/** An empty list still refreshes: its Refresh button (and a pull) asks again. */
export const EmptyRefreshed: Story = {
  parameters: { mirage: { scenario: 'empty' } },
  play: async ({ canvas, userEvent }) => {
    const empty = await canvas.findByTestId('empty')
    storyMirage().post('/api/Game/getfinanceflow', () =>
      ok([{ id: 1, time: '2026-01-15 10:00:00', type: 1, money: '5.00', before: '0.00', reason: 'Recharge' }]),
    )
    await userEvent.click(within(empty).getByRole('button', { name: 'Refresh' }))
    await expect(await canvas.findAllByTestId('income-row')).toHaveLength(1)
  },
}

export const LoadFailed: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getfinanceflow', () => fail(1004))
  },
  play: async ({ canvas }) => {
    const error = await canvas.findByTestId('load-error')
    await expect(error).toHaveTextContent('Network error, please refresh and try again')
  },
}

/** More rows than a page: scrolling to the end loads the next one. */
export const InfiniteScroll: Story = {
  beforeEach: () => {
    const server = storyMirage()
    const demo = server.schema.findBy('user', { username: 'demo' })!
    for (let i = 0; i < 40; i++)
      post(server.schema, demo, { type: i % 3 ? 1 : 2, cents: 1_000 + i, reason: `Demo entry ${i}`, time: Date.now() - i * 60_000 })
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByTestId('income-row').length).toBe(20))
    const total = storyMirage()
      .schema.all('fundLog')
      .models.filter((l) => l.userId === storyMirage().schema.findBy('user', { username: 'demo' })!.id).length
    for (let i = 0; i < 5 && canvas.getAllByTestId('income-row').length < total; i++) {
      window.scrollTo(0, document.body.scrollHeight)
      await new Promise((r) => setTimeout(r, 300))
    }
    await waitFor(() => expect(canvas.getAllByTestId('income-row')).toHaveLength(total))
    await expect(await canvas.findByText('No more records')).toBeVisible()
  },
}

/**
 * Opens the date-range drawer and picks both dates the way the browser's date picker gives them: the whole
 * date at once (Playwright's `fill` does the same in the e2e tests). Typed key by key instead, both dates
 * once stayed empty in a full run, for a cause not found; the check that both took their value stays.
 */
const pickRange = async ({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0], from: string, to: string) => {
  await canvas.findAllByTestId('income-row')
  await userEvent.click(canvas.getByTestId('range-open'))
  const drawer = await screen.findByTestId('range-drawer')
  const [start, end] = drawer.querySelectorAll('input')
  await waitFor(() => expect(getComputedStyle(start!).pointerEvents).not.toBe('none'))
  fireEvent.change(start!, { target: { value: from } })
  fireEvent.change(end!, { target: { value: to } })
  await expect(start).toHaveValue(from)
  await expect(end).toHaveValue(to)
  // a drawer closed meanwhile fails here, by name, not at the texts it would have shown
  await expect(drawer.isConnected, 'the drawer is still open').toBe(true)
  return drawer
}

export const DateRangeRefused: Story = {
  play: async (context) => {
    const drawer = await pickRange(context, '2026-06-10', '2026-06-01')
    await expect(within(drawer).getByText('The start date cannot be after the end date')).toBeVisible()
    await expect(within(drawer).getByTestId('range-apply')).toBeDisabled()
  },
}

const applyRange: Story['play'] = async (context) => {
  const drawer = await pickRange(context, '2020-01-01', '2020-01-31')
  await context.userEvent.click(within(drawer).getByTestId('range-apply'))
}

export const DateRangeApplied: Story = {
  play: async (context) => {
    await applyRange(context)
    const { canvas } = context
    await expect(await canvas.findByTestId('range-active')).toHaveTextContent('From Jan 1, 2020 to Jan 31, 2020')
    await expect(await canvas.findByTestId('empty')).toBeVisible()
  },
}

/** On a 320 px phone in Vietnamese the range takes two lines: the break falls beside a date, never inside one. */
export const DateRangeAppliedNarrowVi: Story = {
  globals: { locale: 'vi' },
  decorators: [atWidth(320)],
  play: async (context) => {
    await applyRange(context)
    const range = await context.canvas.findByTestId('range-active')
    await expect(range).toHaveTextContent('Từ 1 thg 1, 2020 đến 31 thg 1, 2020')
    const dates = [...range.querySelectorAll('time')]
    await expect(dates.map((d) => d.dateTime)).toEqual(['2020-01-01', '2020-01-31'])
    for (const date of dates) await expect(date.getClientRects()).toHaveLength(1)
  },
}

/** The next page fails: the end of the list says so and its retry loads the page. */
export const LoadMoreFailed: Story = {
  beforeEach: () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      time: `2026-01-01 10:${String(59 - i).padStart(2, '0')}:00`,
      type: i % 2 ? 2 : 1,
      money: '10.00',
      before: '100.00',
      reason: `Entry ${i + 1}`,
    }))
    let secondPageAsked = 0
    storyMirage().post('/api/Game/getfinanceflow', (_schema, request) => {
      const { page = 1, pagesize = 20 } = JSON.parse(request.requestBody) as { page?: number; pagesize?: number }
      if (page === 2 && ++secondPageAsked === 1) return fail(1004)
      return ok(rows.slice((page - 1) * pagesize, page * pagesize))
    })
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByTestId('income-row')).toHaveLength(20))
    const alert = await waitFor(() => {
      window.scrollTo(0, document.body.scrollHeight)
      return canvas.getByText('Could not load more.').closest<HTMLElement>('[role="alert"]')!
    })
    await expect(canvas.getAllByTestId('income-row')).toHaveLength(20)
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(canvas.getAllByTestId('income-row')).toHaveLength(30))
    await expect(await canvas.findByText('No more records')).toBeVisible()
    await expect(canvas.queryByText('Could not load more.')).toBeNull()
  },
}
