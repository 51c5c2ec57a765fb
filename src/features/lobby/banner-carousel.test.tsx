import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { LocaleProviders } from '../../app/providers'
import { activateLocale } from '../../i18n/i18n'
import type { Banner } from '../../api/lobby'
import { AUTOPLAY_MS, BannerCarousel } from './banner-carousel'

const WIDTH = 300
const banner = (n: number, url = `/activity/${n}`): Banner =>
  ({ id: n, path: `/cn-${n}.png`, path_tw: '', path_vi: '', path_yw: `/en-${n}.png`, url }) as Banner
const THREE = [banner(1), banner(2), banner(3)]

// jsdom has no matchMedia, no layout and no element scrolling: the test owns them.
const motion = { matches: false, listeners: new Set<() => void>() }
window.matchMedia = ((query: string) => ({
  media: query,
  get matches() {
    return motion.matches
  },
  addEventListener: (_: string, fn: () => void) => motion.listeners.add(fn),
  removeEventListener: (_: string, fn: () => void) => motion.listeners.delete(fn),
})) as unknown as typeof window.matchMedia
let visibility: DocumentVisibilityState = 'visible'
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })

/** The carousel at `/` of a small router (a splat route takes the banner links); the track laid out WIDTH wide. */
async function renderCarousel(banners: Banner[]) {
  await activateLocale('en-US')
  const root = createRootRoute({
    component: () => (
      <>
        <BannerCarousel banners={banners} />
        <Outlet />
      </>
    ),
  })
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: () => null }),
      createRoute({ getParentRoute: () => root, path: '$', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <LocaleProviders>
      <RouterProvider router={router} />
    </LocaleProviders>,
  )
  await act(() => router.load())
  const track = screen.getByTestId('banners')
  let left = 0
  const scrollTo = vi.fn((opts: ScrollToOptions) => {
    left = opts.left ?? left
    fireEvent.scroll(track)
  })
  Object.defineProperties(track, {
    clientWidth: { configurable: true, get: () => WIDTH },
    scrollLeft: { configurable: true, get: () => left, set: (v: number) => (left = v) },
    scrollTo: { configurable: true, value: scrollTo },
  })
  /** The user swipes (or the browser settles) to a scroll position. */
  const scrollBy = (px: number) => {
    left = px
    fireEvent.scroll(track)
  }
  return { router, track, scrollTo, scrollBy }
}

const activeDot = () => [...screen.getByTestId('banner-dots').children].findIndex((d) => d.classList.contains('banner-dot-active'))
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const setVisibility = (state: DocumentVisibilityState) =>
  act(() => {
    visibility = state
    document.dispatchEvent(new Event('visibilitychange'))
  })

beforeEach(() => {
  motion.matches = false
  visibility = 'visible'
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('banner carousel', () => {
  it('a labelled carousel of slides "Banner n of m"; only the first image is fetched eagerly, with high priority', async () => {
    await renderCarousel(THREE)
    const region = screen.getByRole('region', { name: 'Banners' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(region.dataset.testid).toBe('banners')
    const slides = within(region).getAllByRole('group')
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['Banner 1 of 3', 'Banner 2 of 3', 'Banner 3 of 3'])
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true)
    const imgs = screen.getAllByTestId('banner')
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual(['Banner 1', 'Banner 2', 'Banner 3'])
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(['/en-1.png', '/en-2.png', '/en-3.png'])
    expect(imgs.map((i) => [i.getAttribute('fetchpriority'), i.getAttribute('loading'), i.getAttribute('decoding')])).toEqual([
      ['high', null, 'async'],
      [null, 'lazy', 'async'],
      [null, 'lazy', 'async'],
    ])
    expect(screen.getByTestId('banner-dots').getAttribute('aria-hidden')).toBe('true')
  })

  it('autoplay moves one slide every 4 s and wraps from the last to the first', async () => {
    const { scrollTo } = await renderCarousel(THREE)
    expect(activeDot()).toBe(0)
    await tick(AUTOPLAY_MS - 1)
    expect(scrollTo).not.toHaveBeenCalled()
    await tick(1)
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' })
    expect(activeDot()).toBe(1)
    await tick(AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' })
    expect(activeDot()).toBe(2)
    await tick(AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' })
    expect(activeDot()).toBe(0)
    expect(scrollTo).toHaveBeenCalledTimes(3)
  })

  it('dots and the tab stop follow the scroll position (a swipe); the wait restarts after it', async () => {
    const { scrollTo, scrollBy } = await renderCarousel(THREE)
    await tick(3000)
    scrollBy(2 * WIDTH - 40) // a swipe that the snap rounds to the third slide
    expect(activeDot()).toBe(2)
    const links = screen.getAllByRole('link')
    expect(links.map((l) => l.tabIndex)).toEqual([-1, -1, 0])
    await tick(3000)
    expect(scrollTo).not.toHaveBeenCalled()
    await tick(1000)
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' })
  })

  it('pauses while a finger is on it and while the mouse is over it', async () => {
    const { track, scrollTo } = await renderCarousel(THREE)
    fireEvent.touchStart(track, { touches: [{ clientX: 10, clientY: 10 }] })
    await tick(3 * AUTOPLAY_MS)
    expect(scrollTo).not.toHaveBeenCalled()
    fireEvent.touchEnd(track, { touches: [] })
    await tick(AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenCalledTimes(1)

    fireEvent.pointerOver(track, { pointerType: 'mouse' })
    await tick(3 * AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenCalledTimes(1)
    fireEvent.pointerOut(track, { pointerType: 'mouse', relatedTarget: document.body })
    await tick(AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenCalledTimes(2)
  })

  it('pauses while the page is hidden and while the focus is inside', async () => {
    const { scrollTo } = await renderCarousel(THREE)
    await tick(3000)
    await setVisibility('hidden')
    await tick(3 * AUTOPLAY_MS)
    expect(scrollTo).not.toHaveBeenCalled()
    await setVisibility('visible')
    await tick(AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenCalledTimes(1)

    act(() => screen.getAllByRole('link')[1]!.focus())
    await tick(3 * AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenCalledTimes(1)
    act(() => screen.getAllByRole('link')[1]!.blur())
    await tick(AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenCalledTimes(2)
  })

  it('a pause button stops the rotation (WCAG 2.2.2) and plays it again; its name says what it does', async () => {
    const { scrollTo } = await renderCarousel(THREE)
    const button = screen.getByRole('button', { name: 'Pause banners' })
    fireEvent.click(button)
    await tick(3 * AUTOPLAY_MS)
    expect(scrollTo).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-label')).toBe('Play banners')
    fireEvent.click(button)
    await tick(AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(button.getAttribute('aria-label')).toBe('Pause banners')
  })

  it('no autoplay and no dots with one banner', async () => {
    const { scrollTo } = await renderCarousel([banner(1)])
    await tick(3 * AUTOPLAY_MS)
    expect(scrollTo).not.toHaveBeenCalled()
    expect(screen.queryByTestId('banner-dots')).toBeNull()
    expect(screen.queryByTestId('banner-pause')).toBeNull()
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('Banner 1 of 1')
  })

  it('no autoplay under reduced motion (also when it is switched on while showing)', async () => {
    motion.matches = true
    const { scrollTo, scrollBy } = await renderCarousel(THREE)
    await tick(3 * AUTOPLAY_MS)
    expect(scrollTo).not.toHaveBeenCalled()
    expect(screen.queryByTestId('banner-pause')).toBeNull() // nothing moves by itself: nothing to pause
    scrollBy(WIDTH)
    expect(activeDot()).toBe(1)
    act(() => {
      motion.matches = false
      motion.listeners.forEach((fn) => fn())
    })
    await tick(AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenCalledTimes(1)
    act(() => {
      motion.matches = true
      motion.listeners.forEach((fn) => fn())
    })
    await tick(3 * AUTOPLAY_MS)
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })

  it('a same-app url opens in the app; another site, a protocol-relative or an empty url is no link', async () => {
    const { router } = await renderCarousel([
      banner(1, '/bjsc/4'),
      banner(2, 'https://elsewhere.example/'),
      banner(3, '//elsewhere.example/x'),
      banner(4, ''),
    ])
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(1)
    expect(links[0]!.getAttribute('href')).toBe('/bjsc/4')
    expect(within(links[0]!).getByTestId('banner').getAttribute('alt')).toBe('Banner 1')
    const imgs = screen.getAllByTestId('banner')
    fireEvent.click(imgs[1]!)
    fireEvent.click(imgs[2]!)
    expect(router.state.location.pathname).toBe('/')
    // the current slide has a link: the track itself is no extra tab stop
    expect(screen.getByTestId('banners').tabIndex).toBe(-1)
    fireEvent.click(imgs[0]!)
    await act(() => vi.runAllTimersAsync())
    expect(router.state.location.pathname).toBe('/bjsc/4')
  })

  it('a slide without a link makes the track the tab stop', async () => {
    const { scrollBy } = await renderCarousel([banner(1), banner(2, '')])
    expect(screen.getByTestId('banners').tabIndex).toBe(-1)
    scrollBy(WIDTH)
    expect(screen.getByTestId('banners').tabIndex).toBe(0)
    expect(screen.getByRole('link').tabIndex).toBe(-1)
  })

  it('arrow keys move one slide and take the focus along', async () => {
    const { scrollTo } = await renderCarousel(THREE)
    const links = screen.getAllByRole('link')
    act(() => links[0]!.focus())
    fireEvent.keyDown(links[0]!, { key: 'ArrowLeft' })
    expect(scrollTo).not.toHaveBeenCalled()
    fireEvent.keyDown(links[0]!, { key: 'ArrowRight' })
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' })
    expect(document.activeElement).toBe(links[1])
    expect(links[1]!.tabIndex).toBe(0)
    fireEvent.keyDown(links[1]!, { key: 'ArrowLeft' })
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' })
    expect(document.activeElement).toBe(links[0])
  })
})
