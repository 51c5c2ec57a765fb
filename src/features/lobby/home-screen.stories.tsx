import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { notFound, ok } from '../../../mocks/lib/envelope'
import { storyPathname } from '../../../.storybook/decorators/router'
import { HomeScreen } from './home-screen'
import { storyMirage } from '../../../.storybook/story-mirage'
import { LAST_KNOWN_PREFIX, keep } from '../../lib/last-known'
import { handoff } from '../../app/first-load'

const meta = {
  component: HomeScreen,
  parameters: { route: '/' },
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

const tilesReady = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-testid="game-tiles"]')?.getAttribute('aria-busy')).toBe('false'))

export const Guest: Story = {
  play: async ({ canvas, canvasElement }) => {
    const banners = await canvas.findAllByTestId('banner')
    await expect(decodeURIComponent(banners[0]!.getAttribute('src')!)).toContain('data-lang="en-US"')
    await expect(canvas.getByTestId('welcome')).toHaveTextContent('Log in or register to start.')
    await expect(within(canvas.getByTestId('game-tiles')).getAllByRole('button')).toHaveLength(16)
    await tilesReady(canvasElement)
    await expect((await canvas.findAllByTestId('win-row')).length).toBeGreaterThan(3)
  },
}

export const LoggedIn: Story = {
  parameters: { session: 'authenticated' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('welcome')).toHaveTextContent('Welcome, Demo Trader')
    await expect(canvas.getByTestId('home-balance')).toHaveTextContent('10,000.00 USD')
  },
}

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    const banners = await canvas.findAllByTestId('banner')
    await expect(decodeURIComponent(banners[0]!.getAttribute('src')!)).toContain('data-lang="zh-TW"')
    await expect(canvas.getByTestId('tile-3')).toHaveTextContent('賽車')
  },
}

/** The demo's four banners: one full-width slide per view, swiped natively (scroll-snap); dots and the tab stop follow. */
export const Banners: Story = {
  play: async ({ canvas, userEvent }) => {
    const track = await canvas.findByRole('region', { name: 'Banners' })
    // the mouse over it pauses the autoplay, so nothing moves under the test
    await userEvent.hover(track)
    await expect(track).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = within(track).getAllByRole('group')
    await expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Banner 1 of 4',
      'Banner 2 of 4',
      'Banner 3 of 4',
      'Banner 4 of 4',
    ])
    const width = track.clientWidth
    const frame = track.closest('.banner-frame')!.getBoundingClientRect()
    // one slide per view, the frame's 5:2 box, no scrollbar taking height
    await expect(Math.abs(frame.height - (frame.width * 2) / 5)).toBeLessThan(1)
    for (const slide of slides) await expect(slide.getBoundingClientRect().width).toBeCloseTo(width, 0)
    await expect(track.scrollWidth).toBe(4 * width)
    await expect(track.offsetHeight).toBe(track.clientHeight)
    const style = getComputedStyle(track)
    await expect([style.scrollSnapType, style.overscrollBehaviorX]).toEqual(['x mandatory', 'contain'])
    const imgs = within(track).getAllByTestId('banner')
    await expect(imgs.map((i) => i.getAttribute('fetchpriority') ?? i.getAttribute('loading'))).toEqual(['high', 'lazy', 'lazy', 'lazy'])

    // a swipe: the track settles on the third slide
    track.scrollTo({ left: 2 * width, behavior: 'instant' })
    const dots = () => [...canvas.getByTestId('banner-dots').children].map((d) => d.classList.contains('banner-dot-active'))
    await waitFor(() => expect(dots()).toEqual([false, false, true, false]))
    const links = within(track).getAllByRole('link')
    await expect(links.map((l) => l.tabIndex)).toEqual([-1, -1, 0, -1])

    // keys: the arrow moves one slide and the focus with it
    links[2]!.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(document.activeElement).toBe(links[3])
    await waitFor(() => expect(track.scrollLeft).toBe(3 * width))
    await waitFor(() => expect(dots()).toEqual([false, false, false, true]))

    // a same-app url opens in the app
    await userEvent.click(imgs[3]!)
    await waitFor(() => expect(storyPathname()).toBe('/lotteryprize'))
  },
}

const ONE_BANNER = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" data-lang="en-US"><rect width="750" height="300" fill="#3a2a0c"/></svg>')}`

/** A single banner: no dots, nothing to swipe, no autoplay. */
export const OneBanner: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/slide', () =>
      ok([{ id: 1, path: ONE_BANNER, path_tw: '', path_vi: '', path_yw: ONE_BANNER, url: '/bjsc/4' }]),
    )
  },
  play: async ({ canvas }) => {
    const track = await canvas.findByRole('region', { name: 'Banners' })
    await expect(within(track).getByRole('group')).toHaveAttribute('aria-label', 'Banner 1 of 1')
    await expect(canvas.queryByTestId('banner-dots')).toBeNull()
    await expect(track.scrollWidth).toBe(track.clientWidth)
    const link = within(track).getByRole('link', { name: 'Banner 1' })
    await expect(link.tabIndex).toBe(0)
    const box = link.getBoundingClientRect()
    await expect(box.height).toBeGreaterThanOrEqual(44)
    await expect(Math.abs(box.height - (box.width * 2) / 5)).toBeLessThan(1)
  },
}

export const BannersLoading: Story = {
  beforeEach: () => {
    storyMirage().timing = 3000
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('banners-loading')).toBeInTheDocument()
    await expect(canvas.queryByTestId('win-list')).toBeNull()
    await expect(canvas.getAllByRole('button', { name: /Lucky|Racing/ }).length).toBe(16)
  },
}

/** A return visit: last visit's banner (kept by the app) shows at once, no skeleton, while fresh data is on its way. */
export const ReturnVisitLastKnown: Story = {
  beforeEach: () => {
    keep('banners', [{ id: 1, path: ONE_BANNER, path_tw: '', path_vi: '', path_yw: ONE_BANNER, url: '/bjsc/4' }])
    storyMirage().timing = 3000
    return () => localStorage.removeItem(`${LAST_KNOWN_PREFIX}banners`)
  },
  play: async ({ canvas }) => {
    const track = await canvas.findByRole('region', { name: 'Banners' })
    await expect(within(track).getByRole('group')).toHaveAttribute('aria-label', 'Banner 1 of 1')
    await expect(canvas.queryByTestId('banners-loading')).toBeNull()
  },
}

/**
 * A first visit: the loading canvas painted the first banner of the early banner list (the pre-entry
 * script), and the home screen starts from that list: the banner shows at once, no skeleton, while the
 * screen's own read is on its way. A kept copy of last visit gives way to the list in hand.
 */
export const FirstVisitListInHand: Story = {
  beforeEach: () => {
    keep('banners', [{ id: 9, path: '', path_tw: '', path_vi: '', path_yw: '', url: '/' }])
    const banner = { id: 1, path: ONE_BANNER, path_tw: '', path_vi: '', path_yw: ONE_BANNER, url: '/bjsc/4' }
    handoff().banners = { data: [banner, { ...banner, id: 2 }], at: Date.now() }
    storyMirage().timing = 3000
    return () => {
      localStorage.removeItem(`${LAST_KNOWN_PREFIX}banners`)
      delete handoff().banners
    }
  },
  play: async ({ canvas }) => {
    const track = await canvas.findByRole('region', { name: 'Banners' })
    await expect(
      within(track)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Banner 1 of 2', 'Banner 2 of 2'])
    await expect(within(track).getAllByTestId('banner')[0]).toHaveAttribute('src', ONE_BANNER)
    await expect(canvas.queryByTestId('banners-loading')).toBeNull()
    // Taken once: the next visit of the screen reads its own.
    await expect(handoff().banners).toBeUndefined()
  },
}

let winListAsked = false
export const WinListNotProvided: Story = {
  beforeEach: () => {
    winListAsked = false
    storyMirage().post('/api/Game/getWinList', () => {
      winListAsked = true
      return notFound('/api/Game/getWinList')
    })
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByTestId('banner')
    await tilesReady(canvasElement)
    await waitFor(() => expect(winListAsked).toBe(true))
    await expect(canvas.queryByTestId('win-list')).toBeNull()
    await expect(canvas.getByTestId('welcome')).toBeVisible()
  },
}

export const BalanceBelowMinjoin: Story = {
  parameters: { session: 'authenticated', mirage: { scenario: 'empty' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await tilesReady(canvasElement)
    // tile 2 opens game 15, whose rooms need 100.00; the empty scenario's demo user has 0.00
    await userEvent.click(canvas.getByTestId('tile-2'))
    await expect(await screen.findByText('Your balance cannot be less than 100.00 USD')).toBeVisible()
    await expect(storyPathname()).toBe('/')
  },
}

export const TileOpensRoom: Story = {
  parameters: { session: 'authenticated' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await tilesReady(canvasElement)
    await userEvent.click(canvas.getByTestId('tile-3'))
    await waitFor(() => expect(storyPathname()).toBe('/bjsc/4'))
  },
}

export const NoWinsYet: Story = {
  beforeEach: () => {
    storyMirage().post('/api/Game/getWinList', () => ok([]))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('win-empty')).toHaveTextContent('No wins to show yet.')
    await expect(canvas.queryByTestId('win-row')).toBeNull()
  },
}
