import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { Tabs } from './tabs'

// more titles than 320 px holds even with each wrapped down to its longest word
const TITLES = ['Tất cả', 'Hôm nay', 'Hôm qua', 'Bảy ngày', 'Tuần này', 'Tháng này', 'Năm nay', 'Đang chờ mở thưởng', 'Kết quả']

function Overflowing() {
  const [key, setKey] = useState('0')
  return (
    <div style={{ width: 320 }}>
      <Tabs items={TITLES.map((title, i) => ({ key: String(i), title }))} activeKey={key} onChange={setKey}>
        <p>Pane {key}</p>
      </Tabs>
    </div>
  )
}

const meta = {
  component: Overflowing,
} satisfies Meta<typeof Overflowing>

export default meta
type Story = StoryObj<typeof meta>

const inView = (list: HTMLElement, tab: HTMLElement) => {
  const l = list.getBoundingClientRect()
  const r = tab.getBoundingClientRect()
  return r.left >= l.left - 1 && r.right <= l.right + 1
}

/** Titles wider than 320 px: the list scrolls sideways (not the page) and keeps the open tab in view; keys move and open. */
export const OverflowAt320: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist')
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth)
    await expect(document.scrollingElement!.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    const first = canvas.getByRole('tab', { name: 'Tất cả' })
    for (const tab of canvas.getAllByRole('tab')) await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await userEvent.click(first)
    await userEvent.keyboard('{End}')
    const last = canvas.getByRole('tab', { name: 'Kết quả' })
    await expect(last).toHaveFocus()
    await expect(last).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel', { name: 'Kết quả' })).toHaveTextContent('Pane 8')
    await waitFor(() => expect(inView(list, last)).toBe(true))
    await userEvent.keyboard('{ArrowRight}')
    await expect(first).toHaveFocus()
    await waitFor(() => expect(inView(list, first)).toBe(true))
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    const waiting = canvas.getByRole('tab', { name: 'Đang chờ mở thưởng' })
    await expect(waiting).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(inView(list, waiting)).toBe(true))
    await userEvent.keyboard('{Tab}')
    await expect(list.contains(document.activeElement)).toBe(false)
  },
}

const fades = (list: HTMLElement) => {
  const style = getComputedStyle(list)
  return [style.getPropertyValue('--tabs-fade-start'), style.getPropertyValue('--tabs-fade-end')]
}

/** The overflowing list fades out at the end that is scrolled away: the right at first, the left at the end. */
export const FadesWhereMoreIs: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist')
    await waitFor(() => expect(list).toHaveAttribute('data-overflows'))
    // The scroll timeline applies with a style update after the mark: waited for, as on a busy machine.
    await waitFor(() => expect(getComputedStyle(list).maskImage).toContain('linear-gradient'))
    await waitFor(() => expect(fades(list)).toEqual(['0px', '32px']))
    list.scrollTo({ left: list.scrollWidth, behavior: 'instant' })
    await waitFor(() => expect(fades(list)).toEqual(['32px', '0px']))
  },
}
