import { afterEach, describe, expect, it } from 'vitest'
import { patternRegExp, preloadRouteCode, routeCodeFor, type RouteCodeTable } from './early-route-code'

const TABLE: RouteCodeTable = {
  files: [
    'assets/home.js',
    'assets/help.js',
    'assets/list.js',
    'assets/login.js',
    'assets/user.js',
    'assets/recharge.js',
    'assets/page.css',
  ],
  routes: [
    ['/', 0, [0]],
    ['/help/list', 0, [2, 6]],
    ['/login', 0, [3, 6]],
    ['/user', 1, [4]],
    ['/help/$id', 0, [1, 6]],
    ['/recharge/{-$back}', 0, [5]],
  ],
}

afterEach(() => {
  document.head.innerHTML = ''
})

describe('the route a first load opens, and its code', () => {
  it.each([
    ['/help/$id', '/help/26', true],
    ['/help/$id', '/help/26/', true],
    ['/help/$id', '/help', false],
    ['/help/$id', '/help/26/x', false],
    ['/recharge/{-$back}', '/recharge', true],
    ['/recharge/{-$back}', '/recharge/back', true],
    ['/', '/', true],
    ['/', '/login', false],
    ['/my_set', '/my_set', true],
    ['/ServicePage', '/ServicePage', true],
  ])('%s matches %s: %s', (pattern, path, match) => expect(patternRegExp(pattern).test(path)).toBe(match))

  it('static paths win over parameters; unknown paths preload nothing', () => {
    expect(routeCodeFor(TABLE, '/help/list', false)).toEqual(['assets/list.js', 'assets/page.css'])
    expect(routeCodeFor(TABLE, '/help/26', false)).toEqual(['assets/help.js', 'assets/page.css'])
    expect(routeCodeFor(TABLE, '/nowhere', false)).toEqual([])
  })

  it('a guest on a route that needs a login gets /login’s code (where the app sends them); a user gets the route’s', () => {
    expect(routeCodeFor(TABLE, '/user', false)).toEqual(['assets/login.js', 'assets/page.css'])
    expect(routeCodeFor(TABLE, '/user', true)).toEqual(['assets/user.js'])
  })

  it('adds a modulepreload per script and a style preload per stylesheet, under the app’s base', () => {
    document.head.innerHTML = `<script type="application/json" id="route-code">${JSON.stringify(TABLE)}</script>`
    preloadRouteCode(document, '/app/', '/help/26', false)
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.rel,
      l.getAttribute('as'),
      l.getAttribute('href'),
      l.crossOrigin,
    ])
    expect(links).toEqual([
      ['modulepreload', null, '/app/assets/help.js', ''],
      ['preload', 'style', '/app/assets/page.css', ''],
    ])
  })

  it.each([
    ['no table', ''],
    ['garbage', '<script type="application/json" id="route-code">{not json</script>'],
    ['wrong shape', '<script type="application/json" id="route-code">[1,2]</script>'],
  ])('%s: nothing happens, nothing throws', (_, html) => {
    document.head.innerHTML = html
    expect(() => preloadRouteCode(document, '/', '/', false)).not.toThrow()
    expect(document.head.querySelectorAll('link')).toHaveLength(0)
  })
})
