import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter, firstScreenFormats, preloadRouteFilesFirst, rendersWholeFirst } from './router'

const router = createAppRouter(undefined, { history: createMemoryHistory() })

describe('firstScreenFormats: whether boot builds the Intl formatters for the first screen', () => {
  it('screens that show amounts or times as they first paint: yes', () => {
    for (const path of ['/', '/lotteryprize', '/help/26', '/finance']) expect(firstScreenFormats(router, path, false), path).toBe(true)
    for (const path of ['/user', '/betlist', '/activity/1', '/withdraw']) expect(firstScreenFormats(router, path, true), path).toBe(true)
  })

  it('screens that show none: no', () => {
    for (const path of ['/login', '/register', '/languageSet', '/ServicePage', '/my_update'])
      expect(firstScreenFormats(router, path, false), path).toBe(false)
    for (const path of ['/my_set', '/my_password', '/bankadd', '/userloginpassword', '/usercipherpassword', '/current/3'])
      expect(firstScreenFormats(router, path, true), path).toBe(false)
  })

  it('a guest on a route that needs a login sees /login, which formats none', () => {
    expect(firstScreenFormats(router, '/user', false)).toBe(false)
    expect(firstScreenFormats(router, '/activity/1', false)).toBe(false)
  })

  it('an unknown path counts as formatting (the warm-up is only ever skipped when known useless)', () => {
    expect(firstScreenFormats(router, '/no/such/page', false)).toBe(true)
  })
})

describe('rendersWholeFirst: whether the router loads the first screen before the first render', () => {
  it('home, whose first render is heavy: yes', () => {
    expect(rendersWholeFirst(router, '/')).toBe(true)
  })

  it('the other screens, and an unknown path: no', () => {
    for (const path of ['/login', '/lotteryprize', '/help/26', '/activity/1', '/user', '/no/such/page'])
      expect(rendersWholeFirst(router, path), path).toBe(false)
  })
})

describe('preloadRouteFilesFirst: a route’s files from the build’s table, before its component loads', () => {
  const TABLE = {
    files: ['assets/login-1.js', 'assets/kit-2.js', 'assets/kit-3.css', 'assets/help-4.js'],
    routes: [
      ['/login', 0, [0, 1, 2]],
      ['/help/$id', 0, [3, 1, 2]],
    ] as [string, 0 | 1, number[]][],
  }
  const linked = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`)
  const componentOf = (r: ReturnType<typeof createAppRouter>, id: string) =>
    (r.routesById as unknown as Record<string, { options: { component?: { preload?: () => Promise<void> } } }>)[id]!.options.component!

  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('preloads the route’s chunk and the chunks it imports together, then loads the component as before', async () => {
    const r = createAppRouter(undefined, { history: createMemoryHistory() })
    const own = vi.fn(async () => undefined)
    const help = vi.fn(async () => undefined)
    componentOf(r, '/login').preload = own
    componentOf(r, '/help/$id').preload = help
    preloadRouteFilesFirst(r, TABLE, '/app/')
    // Twice (a second router over the same components): still one wrapper.
    preloadRouteFilesFirst(r, TABLE, '/app/')
    expect(linked(), 'nothing before the route loads').toEqual([])

    await componentOf(r, '/login').preload!()
    // Scripts only: stylesheets are the bundler's loader's, which applies them before the screen shows.
    expect(linked()).toEqual(['modulepreload /app/assets/login-1.js', 'modulepreload /app/assets/kit-2.js'])
    expect(own).toHaveBeenCalledTimes(1)

    // Another route sharing files: only what is new gets a link.
    await componentOf(r, '/help/$id').preload!()
    expect(linked()).toHaveLength(3)
    expect(linked().at(-1)).toBe('modulepreload /app/assets/help-4.js')
    expect(help).toHaveBeenCalledTimes(1)
  })

  it('no table (dev server), or a route the table lacks: the component loads as it did', async () => {
    const r = createAppRouter(undefined, { history: createMemoryHistory() })
    const own = vi.fn(async () => undefined)
    componentOf(r, '/register').preload = own
    preloadRouteFilesFirst(r, null, '/')
    preloadRouteFilesFirst(r, TABLE, '/')
    expect(componentOf(r, '/register').preload).toBe(own)
    await componentOf(r, '/register').preload!()
    expect(linked()).toEqual([])
  })
})
