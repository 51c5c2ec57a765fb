import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { storyServices } from '../../../.storybook/decorators/app'
import { storyMirage } from '../../../.storybook/story-mirage'
import { storyPathname } from '../../../.storybook/decorators/router'
import { AppProvider } from '../../app/app-context'
import { envelope, ok } from '../../../mocks/lib/envelope'
import { ArticleScreen } from './article-screen'
import { CurrentScreen } from './current-screen'
import { HelpListScreen } from './help-list-screen'
import { ServiceScreen } from './service-screen'

const meta = { title: 'content/Screens', parameters: { route: '/help/list' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const HelpList: Story = {
  render: () => <HelpListScreen />,
  play: async ({ canvas }) => {
    const items = await canvas.findAllByTestId('article-item')
    await expect(items.map((i) => i.querySelector('.article-item-title')?.textContent)).toEqual([
      'Racing rooms are open',
      'Four languages',
      'VIP levels explained',
    ])
    await userEvent.click(items[0]!)
    await waitFor(() => expect(storyPathname()).toBe('/help/101'))
  },
}

/** 200 % browser zoom on a 390 px phone (a 195 px page): each title goes under its picture. */
export const HelpListZoomed: Story = {
  render: () => (
    <div style={{ width: 195 }}>
      <HelpListScreen />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const item of await canvas.findAllByTestId('article-item')) {
      const picture = item.querySelector('img')!.getBoundingClientRect()
      const title = item.querySelector('.article-item-title')!.getBoundingClientRect()
      await expect(title.top).toBeGreaterThanOrEqual(picture.bottom)
      await expect(title.right).toBeLessThanOrEqual(item.getBoundingClientRect().right)
    }
  },
}

export const HelpListEmpty: Story = {
  render: () => <HelpListScreen />,
  parameters: { mirage: { scenario: 'empty' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('empty')).toHaveTextContent('No articles yet.')
  },
}

export const HelpListLoading: Story = {
  render: () => <HelpListScreen />,
  beforeEach: () => {
    storyMirage().timing = 60_000
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('loading')).toBeVisible()
  },
}

export const HelpListError: Story = {
  render: () => <HelpListScreen />,
  beforeEach: () => {
    storyMirage().post('/api/Game/getArticlelist', () => envelope(0, { errCode: 1004 }, 'x'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('load-error')).toHaveTextContent('Network error, please refresh and try again')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Introduction: Story = {
  render: () => <ArticleScreen id="26" kind="help" />,
  parameters: { route: '/help/26' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('article-title')).toHaveTextContent('Introduction')
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Introduction')
  },
}

export const InfoPage: Story = {
  render: () => <ArticleScreen id="201" kind="info" />,
  parameters: { route: '/info/201' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('article-title')).toHaveTextContent('Withdrawals arrive within 24 hours')
  },
}

export const ArticleSanitized: Story = {
  render: () => <ArticleScreen id="9" kind="help" />,
  parameters: { route: '/help/9' },
  beforeEach: () => {
    storyMirage().post('/api/Game/getArticledetail', () =>
      ok({
        id: 9,
        title_yw: 'Hostile HTML',
        content_yw:
          '<p>Visible text</p><script>window.__storyPwned=1</script><img src="x" onerror="window.__storyPwned=1"><svg onload="window.__storyPwned=1"></svg><a href="javascript:window.__storyPwned=1">bad link</a><iframe src="about:blank"></iframe><a href="https://example.com">good link</a>',
      }),
    )
  },
  play: async ({ canvas }) => {
    const body = await canvas.findByTestId('article-body')
    await expect(body).toHaveTextContent('Visible text')
    await expect(body.querySelector('script, iframe, [onerror], [onload]')).toBeNull()
    await expect(canvas.getByText('bad link')).not.toHaveAttribute('href')
    await expect(canvas.getByText('good link')).toHaveAttribute('rel', 'noopener noreferrer')
    await expect((window as unknown as { __storyPwned?: number }).__storyPwned).toBeUndefined()
  },
}

/** A 390 px phone: a long preformatted line wraps, a table wider than the column scrolls inside it. */
export const ArticleWideContent: Story = {
  render: () => (
    <div style={{ width: 390 }} data-testid="phone">
      <ArticleScreen id="9" kind="help" />
    </div>
  ),
  parameters: { route: '/help/9' },
  beforeEach: () => {
    storyMirage().post('/api/Game/getArticledetail', () =>
      ok({
        id: 9,
        title_yw: 'Fees',
        content_yw: `<p>Our fees:</p><pre>${'long-line-no-break-'.repeat(20)}</pre><table width="900" border="1"><tr>${'<td>Level&nbsp;one</td>'.repeat(12)}</tr></table><video width="2000" height="1000"></video><hr width="2000">`,
      }),
    )
  },
  play: async ({ canvas }) => {
    const body = await canvas.findByTestId('article-body')
    const phone = canvas.getByTestId('phone')
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390)
    for (const el of body.querySelectorAll('pre, table, video, hr')) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(body.getBoundingClientRect().right + 0.5)
    }
    const table = body.querySelector('table')!
    await expect(table.scrollWidth).toBeGreaterThan(table.clientWidth)
  },
}

export const ArticleNotFound: Story = {
  render: () => <ArticleScreen id="999" kind="help" />,
  parameters: { route: '/help/999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('load-error')).toHaveTextContent('article 999 not found')
    await expect(canvas.getByRole('link', { name: 'See all articles' })).toBeVisible()
  },
}

export const ArticleError: Story = {
  render: () => <ArticleScreen id="26" kind="help" />,
  parameters: { route: '/help/26' },
  beforeEach: () => {
    storyMirage().post('/api/Game/getArticledetail', () => envelope(0, { errCode: 1060 }, 'x'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('load-error')).toHaveTextContent('Network error, please refresh and try again')
  },
}

export const Service: Story = {
  render: () => <ServiceScreen />,
  parameters: { route: '/ServicePage' },
  play: async ({ canvas }) => {
    const link = canvas.getByTestId('service-link')
    await expect(link).toHaveAttribute('href', 'https://example.com/demo-support')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const ServiceUnavailable: Story = {
  render: () => <ServiceScreen />,
  parameters: { route: '/ServicePage' },
  decorators: [
    (Story, context) => {
      const services = storyServices(context)
      return (
        <AppProvider value={{ ...services, config: { ...services.config, serviceUrl: undefined } }}>
          <Story />
        </AppProvider>
      )
    },
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('empty')).toHaveTextContent('Customer service is not available right now.')
    await expect(canvas.queryByTestId('service-link')).toBeNull()
  },
}

export const CurrentPlaceholder: Story = {
  render: () => <CurrentScreen id="7" />,
  parameters: { route: '/current/7' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('placeholder')).toHaveTextContent('Nothing to show for round 7 here yet.')
    await expect(canvas.getByTestId('go-home')).toHaveAttribute('href', '/')
  },
}
