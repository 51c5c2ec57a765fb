import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { atWidth } from '../../../.storybook/decorators/frame'
import { storyPathname } from '../../../.storybook/decorators/router'
import { TabBar } from './tab-bar'

const meta = {
  component: TabBar,
  args: { supportUrl: null },
} satisfies Meta<typeof TabBar>

export default meta
type Story = StoryObj<typeof meta>

const activeTitle = (root: HTMLElement) => root.querySelector('[aria-current="page"]')?.textContent

export const OnHome: Story = {
  parameters: { route: '/' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(activeTitle(canvasElement)).toBe('Home')
    await userEvent.click(canvas.getByText('My account'))
    await waitFor(() => expect(storyPathname()).toBe('/user'))
    await expect(activeTitle(canvasElement)).toBe('My account')
  },
}

export const OnRecharge: Story = {
  parameters: { route: '/recharge' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Recharge')
    await expect(activeTitle(canvasElement)).toBe('Recharge')
  },
}

export const OnMyAccount: Story = {
  parameters: { route: '/user' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('My account')
    await expect(activeTitle(canvasElement)).toBe('My account')
  },
}

/** With a support URL in the config, the support item leaves the app in a new tab. */
export const WithSupportUrl: Story = {
  args: { supportUrl: 'https://support.example/chat' },
  parameters: { route: '/' },
  play: async ({ canvas }) => {
    const support = (await canvas.findByText('Support')).closest('a')!
    await expect(support).toHaveAttribute('href', 'https://support.example/chat')
    await expect(support).toHaveAttribute('target', '_blank')
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const WithoutSupportUrl: Story = {
  parameters: { route: '/' },
  play: async ({ canvas, userEvent }) => {
    const support = (await canvas.findByText('Support')).closest('a')!
    await expect(support).not.toHaveAttribute('target')
    await userEvent.click(support)
    await waitFor(() => expect(storyPathname()).toBe('/ServicePage'))
  },
}

/** The fixed bar laid out in the story's frame (layout containment holds fixed descendants) rather than the window. */
const barInFrame: Decorator = (Story) => (
  <div style={{ contain: 'layout', height: 120 }}>
    <Story />
  </div>
)

/**
 * The lines each word of `el`'s text takes (words of Chinese script aside: a Chinese line may break between any
 * two characters), as "word: lines" for the words on more than one.
 */
function brokenWords(el: Element): string[] {
  const text = el.textContent ?? ''
  const node = el.firstChild!
  const out: string[] = []
  for (const s of new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' }).segment(text)) {
    if (!s.isWordLike || /\p{Script=Han}/u.test(s.segment)) continue
    const range = document.createRange()
    range.setStart(node, s.index)
    range.setEnd(node, s.index + s.segment.length)
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
    if (lines.size > 1) out.push(`${s.segment}: ${lines.size} lines`)
  }
  return out
}

/**
 * 200 % browser zoom on a 390 px phone (a 195 px page), in `locale`: every title shows whole ("Recharge" was
 * broken as "Rechar ge"), its words each on one line, inside its quarter of the bar, which is no wider than the page.
 */
const zoomedIn = (locale: string, titles: readonly string[]): Story => ({
  globals: { locale },
  parameters: { route: '/recharge' },
  decorators: [barInFrame, atWidth(195)],
  play: async ({ canvasElement }) => {
    const nav = canvasElement.querySelector('nav.tab-bar')!
    await waitFor(() => expect([...nav.querySelectorAll('.tab-bar-title')].map((el) => el.textContent)).toEqual(titles))
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(195)
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth)
    for (const title of nav.querySelectorAll<HTMLElement>('.tab-bar-title')) {
      await expect(brokenWords(title)).toEqual([])
      // no ellipsis: the title is as wide as its box at most
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth)
      const box = title.getBoundingClientRect()
      const tab = title.parentElement!.getBoundingClientRect()
      await expect(box.left).toBeGreaterThanOrEqual(tab.left - 0.5)
      await expect(box.right).toBeLessThanOrEqual(tab.right + 0.5)
    }
  },
})

export const ZoomedEnglish = zoomedIn('en-US', ['Home', 'Recharge', 'Support', 'My account'])
export const ZoomedSimplifiedChinese = zoomedIn('zh-CN', ['首页', '充值', '客服', '我的'])
export const ZoomedTraditionalChinese = zoomedIn('zh-TW', ['首頁', '儲值', '客服', '我的'])
export const ZoomedVietnamese = zoomedIn('vi', ['Trang chủ', 'Nạp tiền', 'Hỗ trợ', 'Tài khoản của tôi'])
