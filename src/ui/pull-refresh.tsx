import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import './pull-refresh.css'

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete'

/** the head's height while refreshing, and where the pull resists most */
const HEAD = 40
const THRESHOLD = 60
const MAX = HEAD * 5
/** how long "Refreshed" stays before the head closes */
const COMPLETE_DELAY = 500
/** movement under this is a tap, not yet a pull */
const SLOP = 4

/** The head follows the finger less and less: half its movement at first, never past MAX. */
const resist = (dy: number) => (dy * MAX * 0.5) / (MAX + 0.5 * dy)

/** Whether the page and every scroll container around `el` are scrolled to their top. */
function atTop(el: Element | null): boolean {
  for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
    if (node.scrollTop > 0) return false
  }
  return window.scrollY <= 0
}

/**
 * Pull down to reload a list, with the app's own texts for each stage. The gesture is pointer events;
 * at the top of the page the area's `touch-action` leaves downward drags to it (upward ones still scroll).
 */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useLingui()
  const [status, setStatus] = useState<Status>('idle')
  const root = useRef<HTMLDivElement>(null)
  const gesture = useRef<{ id: number; x: number; y: number; pulling: boolean; stop: () => void } | null>(null)
  const busy = useRef(false)
  const alive = useRef(true)
  const refresh = useRef(onRefresh)
  refresh.current = onRefresh

  const setPull = (px: number, dragging: boolean) => {
    const el = root.current
    if (!el) return
    el.style.setProperty('--pull', `${px}px`)
    el.toggleAttribute('data-dragging', dragging)
  }

  useEffect(() => {
    alive.current = true
    const el = root.current!
    const mark = () => el.toggleAttribute('data-at-top', atTop(el))
    mark()
    // Where touch-action pan-down is not supported (iOS Safari), a started pull keeps the page from scrolling.
    const block = (e: TouchEvent) => {
      if (gesture.current?.pulling && e.cancelable) e.preventDefault()
    }
    window.addEventListener('scroll', mark, { capture: true, passive: true })
    el.addEventListener('touchmove', block, { passive: false })
    return () => {
      alive.current = false
      gesture.current?.stop()
      window.removeEventListener('scroll', mark, { capture: true })
      el.removeEventListener('touchmove', block)
    }
  }, [])

  const run = async () => {
    busy.current = true
    setPull(HEAD, false)
    setStatus('refreshing')
    try {
      await refresh.current()
      if (!alive.current) return
      setStatus('complete')
      await new Promise((resolve) => setTimeout(resolve, COMPLETE_DELAY))
    } finally {
      busy.current = false
      if (alive.current) {
        setPull(0, false)
        setStatus('idle')
      }
    }
  }

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (busy.current || gesture.current || !e.isPrimary || e.button !== 0 || !atTop(e.target as Element)) return
    const start = { id: e.pointerId, x: e.clientX, y: e.clientY }
    const move = (ev: PointerEvent) => {
      const g = gesture.current
      if (!g || ev.pointerId !== g.id) return
      const dy = ev.clientY - g.y
      if (!g.pulling) {
        if (Math.abs(dy) < SLOP && Math.abs(ev.clientX - g.x) < SLOP) return
        // Sideways or upwards: not a pull; the browser scrolls.
        if (dy <= 0 || Math.abs(ev.clientX - g.x) > dy) return g.stop()
        g.pulling = true
      }
      if (ev.cancelable) ev.preventDefault()
      const height = resist(Math.max(dy, 0))
      setPull(height, true)
      setStatus(height > THRESHOLD ? 'canRelease' : 'pulling')
    }
    const up = (ev: PointerEvent) => {
      const g = gesture.current
      if (!g || ev.pointerId !== g.id) return
      const release = g.pulling && ev.type === 'pointerup' && resist(Math.max(ev.clientY - g.y, 0)) > THRESHOLD
      g.stop()
      if (g.pulling) {
        // The pointerup of a pull is no tap on what it started on.
        window.addEventListener('click', swallow, { capture: true, once: true })
        setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0)
      }
      if (release) void run()
      else {
        setPull(0, false)
        setStatus('idle')
      }
    }
    const swallow = (ev: MouseEvent) => {
      ev.stopPropagation()
      ev.preventDefault()
    }
    const stop = () => {
      gesture.current = null
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', up)
    }
    gesture.current = { ...start, pulling: false, stop }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', up)
  }

  const text: Record<Status, string> = {
    idle: '',
    pulling: t`Pull to refresh`,
    canRelease: t`Release to refresh`,
    refreshing: t`Refreshing…`,
    complete: t`Refreshed`,
  }
  return (
    <div className="pull-refresh" ref={root} onPointerDown={onPointerDown} data-testid="pull-refresh" data-status={status}>
      <div className="pull-refresh-track">
        <div className="pull-refresh-head" role="status">
          {text[status]}
        </div>
        {children}
      </div>
    </div>
  )
}
