import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { prefersReducedMotion } from './reduced-motion'
import './tabs.css'

export interface TabItem<K extends string> {
  key: K
  title: ReactNode
  /** this tab's own panel, rendered once the tab is first opened and kept (hidden) after */
  content?: ReactNode
}

interface TabsProps<K extends string> {
  items: readonly TabItem<K>[]
  /** controlled: the open tab; null opens none (the content below follows something else) */
  activeKey?: K | null
  /** uncontrolled: the tab open at first (else the first one) */
  defaultActiveKey?: K
  onChange?: (key: K) => void
  className?: string
  /** one panel for every tab, following the open one (for items without `content`) */
  children?: ReactNode
}

/**
 * WAI-ARIA tabs: a tablist of buttons with a roving tabindex; Left/Right (wrapping), Home and End move
 * focus and open the tab at once. The list scrolls sideways when the titles do not fit, keeping the
 * open tab in view.
 */
export function Tabs<K extends string>({ items, activeKey, defaultActiveKey, onChange, className, children }: TabsProps<K>) {
  const id = useId()
  const [own, setOwn] = useState<K | null>(defaultActiveKey ?? items[0]?.key ?? null)
  const active = activeKey !== undefined ? activeKey : own
  const [opened, setOpened] = useState<ReadonlySet<K>>(() => new Set(active === null ? [] : [active]))
  if (active !== null && !opened.has(active)) setOpened(new Set(opened).add(active))
  const activeIndex = items.findIndex((item) => item.key === active)
  const listRef = useRef<HTMLDivElement>(null)
  const shown = useRef(false)

  const tabId = (key: K) => `${id}-tab-${key}`
  const panelId = (key: K) => `${id}-panel-${key}`
  const sharedPanel = `${id}-panel`

  const open = (key: K) => {
    if (activeKey === undefined) setOwn(key)
    if (key !== active) onChange?.(key)
  }

  useLayoutEffect(() => {
    const list = listRef.current
    const tab = list?.children[activeIndex] as HTMLElement | undefined
    if (!list || !tab) return
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2
    // Instant on the first render and for reduced motion; a short native smooth scroll otherwise.
    const smooth = shown.current && !prefersReducedMotion()
    list.scrollTo?.({ left, behavior: smooth ? 'smooth' : 'auto' })
    shown.current = true
  }, [activeIndex])

  // Whether the titles overflow the list (its fades apply only then: a scroll timeline that lost its
  // range keeps its last position in Chromium). Re-measured when the list or a title changes size.
  const [overflows, setOverflows] = useState(false)
  const keys = items.map((item) => item.key).join('\n')
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflows(list.scrollWidth > list.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    for (const el of [list, ...list.children]) observer.observe(el)
    return () => observer.disconnect()
  }, [keys])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const from = listRef.current ? [...listRef.current.children].indexOf(e.target as Element) : -1
    if (from < 0) return
    const last = items.length - 1
    const to =
      e.key === 'ArrowRight'
        ? (from + 1) % items.length
        : e.key === 'ArrowLeft'
          ? (from + last) % items.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1
    if (to < 0) return
    e.preventDefault()
    const key = items[to].key
    ;(listRef.current?.children[to] as HTMLElement | undefined)?.focus()
    open(key)
  }

  // With no tab open, the first one takes the list's tab stop.
  const focusable = activeIndex >= 0 ? active : items[0]?.key
  const ownPanels = items.some((item) => item.content !== undefined)

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div className="tabs-list" role="tablist" ref={listRef} onKeyDown={onKeyDown} data-overflows={overflows || undefined}>
        {items.map(({ key, title }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={tabId(key)}
            className="tabs-tab"
            aria-selected={key === active}
            aria-controls={ownPanels ? (opened.has(key) ? panelId(key) : undefined) : children !== undefined ? sharedPanel : undefined}
            tabIndex={key === focusable ? 0 : -1}
            onClick={() => open(key)}
          >
            <span className="tabs-title">{title}</span>
          </button>
        ))}
      </div>
      {ownPanels &&
        items.map(({ key, content }) =>
          opened.has(key) ? (
            <div key={key} className="tabs-panel" role="tabpanel" id={panelId(key)} aria-labelledby={tabId(key)} hidden={key !== active}>
              {content}
            </div>
          ) : null,
        )}
      {children !== undefined && (
        <div
          className="tabs-shared-panel"
          role={active === null ? undefined : 'tabpanel'}
          id={sharedPanel}
          aria-labelledby={active === null ? undefined : tabId(active)}
        >
          {children}
        </div>
      )}
    </div>
  )
}
