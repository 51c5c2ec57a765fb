import { afterEach, describe, expect, it, vi } from 'vitest'
import { configure, screen } from '@testing-library/react'
import { renderDemoApp } from '../../../tests/demo-app'

configure({ asyncUtilTimeout: 5000 })

// The carousel's code arrives only when the test lets it (a slow network on a first load).
let release: () => void = () => {}
const carouselArrived = new Promise<void>((r) => (release = r))
vi.mock('./banner-carousel', async (importOriginal) => {
  await carouselArrived
  return importOriginal()
})

let cleanup = () => {}
afterEach(() => cleanup())

describe('home banner before the carousel code has loaded', { timeout: 20_000 }, () => {
  it('shows the first banner as a still in the active language, then the swiper takes its place', async () => {
    const app = await renderDemoApp('/', { locale: 'vi', now: () => Date.UTC(2026, 0, 15, 10, 0, 5) })
    cleanup = app.cleanup
    const still = await screen.findByTestId('banner-still')
    // named like the swiper's first slide, in Vietnamese
    expect(still.getAttribute('alt')).toMatch(/^\S.* 1$/)
    expect(still.getAttribute('alt')).not.toBe('Banner 1')
    expect(decodeURIComponent(still.getAttribute('src')!)).toContain('data-lang="vi"')
    expect(screen.queryByTestId('banners')).toBeNull()
    release()
    const banners = await screen.findAllByTestId('banner')
    expect(banners[0]!.getAttribute('src')).toBe(still.getAttribute('src'))
    expect(screen.queryByTestId('banner-still')).toBeNull()
  })
})
