import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Banner } from '../../api/lobby'
import { bannerPath } from '../../api/banner-image'
import type { Locale } from '../../i18n/locales'
import { prefersReducedMotion, usePrefersReducedMotion } from '../../ui/reduced-motion'

export const AUTOPLAY_MS = 4000

/** Same-app paths only: a banner never sends the user to another site from inside the app. */
const appPath = (url: string) => (/^\/(?!\/)/.test(url) ? url : null)

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
const pageHidden = () => document.visibilityState === 'hidden'

function scrollToSlide(el: HTMLElement | null, index: number) {
  // no width: not laid out (hidden), nothing to show
  if (!el?.clientWidth) return
  el.scrollTo({ left: index * el.clientWidth, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
}

/**
 * The `slide` banners, the image variant of the active language: a native scroll-snap
 * track (the browser does the swipe), autoplay every 4 s that pauses while the user touches, hovers or
 * focuses it and while the page is hidden, and none under reduced motion. The current slide is read
 * from the scroll position, so swipes, keys and autoplay agree.
 */
export function BannerCarousel({ banners, apiBase }: { banners: Banner[]; /** Where a relative image path is. */ apiBase?: string }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const track = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState(0)
  const [touching, setTouching] = useState(false)
  const [hovering, setHovering] = useState(false)
  const [focusInside, setFocusInside] = useState(false)
  // WCAG 2.2.2: moving content the user can stop — a pause button, besides pausing on touch and focus.
  const [paused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const hidden = useSyncExternalStore(subscribeVisibility, pageHidden, () => false)
  const count = banners.length
  const current = Math.min(position, count - 1)
  const targets = banners.map((b) => appPath(b.url))
  const rotates = count > 1 && !reducedMotion
  const autoplay = rotates && !paused && !hidden && !touching && !hovering && !focusInside
  const slideRole = t({ message: 'slide', comment: 'What a screen reader calls one banner of the carousel (aria-roledescription), a noun' })

  // Each slide rests 4 s; a swipe restarts the wait, as its scroll changes the current slide.
  useEffect(() => {
    if (!autoplay) return
    const timer = setTimeout(() => scrollToSlide(track.current, (current + 1) % count), AUTOPLAY_MS)
    return () => clearTimeout(timer)
  }, [autoplay, current, count])

  const onScroll = () => {
    const el = track.current
    if (el?.clientWidth) setPosition(Math.max(0, Math.round(el.scrollLeft / el.clientWidth)))
  }

  // Arrow keys move one slide and take the focus along (the browser would leave it on the old one).
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    const next = current + step
    if (!step || next < 0 || next >= count) return
    e.preventDefault()
    scrollToSlide(track.current, next)
    const target = track.current?.querySelectorAll<HTMLElement>('.banner-slide')[next]?.querySelector<HTMLElement>('a')
    ;(target ?? track.current)?.focus({ preventScroll: true })
  }

  return (
    <div className="banner-carousel">
      <div
        ref={track}
        className="banner-track"
        role="region"
        aria-roledescription={t({ message: 'carousel', comment: 'What a screen reader calls the banner area (aria-roledescription)' })}
        aria-label={t`Banners`}
        // keyboard access to the track when the current slide has no link to focus
        tabIndex={targets[current] ? -1 : 0}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        onTouchStart={() => setTouching(true)}
        onTouchEnd={(e) => setTouching(e.touches.length > 0)}
        onTouchCancel={(e) => setTouching(e.touches.length > 0)}
        onPointerEnter={(e) => e.pointerType === 'mouse' && setHovering(true)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && setHovering(false)}
        onFocus={() => setFocusInside(true)}
        onBlur={(e) => setFocusInside(e.currentTarget.contains(e.relatedTarget as Node | null))}
        data-testid="banners"
      >
        {banners.map((banner, i) => {
          const to = targets[i]
          const n = i + 1
          const img = (
            <img
              className="banner-img"
              src={bannerPath(banner, locale, apiBase) || undefined}
              alt={t`Banner ${n}`}
              draggable={false}
              decoding="async"
              fetchPriority={i === 0 ? 'high' : undefined}
              loading={i === 0 ? undefined : 'lazy'}
              data-testid="banner"
            />
          )
          return (
            <div
              key={banner.id ?? i}
              className="banner-slide"
              role="group"
              aria-roledescription={slideRole}
              aria-label={t`Banner ${n} of ${count}`}
            >
              {to ? (
                <Link to={to} className="banner-link" draggable={false} tabIndex={i === current ? 0 : -1}>
                  {img}
                </Link>
              ) : (
                img
              )}
            </div>
          )
        })}
      </div>
      {rotates && (
        <button
          type="button"
          className="banner-pause"
          onClick={() => setPaused((p) => !p)}
          data-testid="banner-pause"
          aria-label={paused ? t`Play banners` : t`Pause banners`}
        >
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden focusable="false">
            {paused ? (
              <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" />
            ) : (
              <path d="M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z" fill="currentColor" />
            )}
          </svg>
        </button>
      )}
      {count > 1 && (
        <div className="banner-dots" aria-hidden data-testid="banner-dots">
          {banners.map((banner, i) => (
            <span key={banner.id ?? i} className={i === current ? 'banner-dot banner-dot-active' : 'banner-dot'} />
          ))}
        </div>
      )}
    </div>
  )
}
