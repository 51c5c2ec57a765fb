// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ResolvedConfig } from 'vite'
import { NOT_AN_APP_ROUTE, configUrlPattern, isAppBuild } from '../../scripts/vite/pwa-plugin'

describe('the service worker’s routes (scripts/vite/pwa-plugin.ts)', () => {
  it.each([
    ['/', false],
    ['/help/26', false],
    ['/recharge/back', false],
    ['/login?redirect=/help/a.b', false],
    ['/sub/room_list/1?x=1.5', false],
    ['/sw.js', true],
    ['/app.webmanifest', true],
    ['/assets/index-BX635uxC.js?v=1', true],
    ['/sub/icons/icon-192.png', true],
  ])('navigation to %s: a file, not an app route (no index.html fallback): %s', (path, file) => {
    expect(NOT_AN_APP_ROUTE.test(path)).toBe(file)
  })

  it('manifest.json (network first): the app’s own beside index.html, no other origin’s, no other path', () => {
    const root = configUrlPattern('/')
    expect(root.test('http://127.0.0.1:4173/manifest.json')).toBe(true)
    const sub = configUrlPattern('/sub/')
    expect(sub.test('https://app.example.com/sub/manifest.json')).toBe(true)
    expect(sub.test('https://app.example.com/manifest.json')).toBe(false)
    expect(sub.test('https://app.example.com/sub/manifest.json?_=1')).toBe(false)
    // Workbox matches another origin's URL only at index 0, which this pattern (a path) never does.
    expect(root.exec('https://api.example.com/manifest.json')?.index).not.toBe(0)
  })

  it('only the app’s own builds get the worker: not the test runner, not Storybook’s page', () => {
    const config = (command: 'build' | 'serve', input?: unknown) =>
      ({ command, root: '/repo', build: { rolldownOptions: { input } } }) as unknown as ResolvedConfig
    expect(isAppBuild(config('build', { index: 'index.html', early: 'src/early.ts' }), 'production')).toBe(true)
    expect(isAppBuild(config('build', { index: 'index.html', early: 'src/early.ts' }), 'demo')).toBe(true)
    expect(isAppBuild(config('build'), 'production'), 'no input: index.html').toBe(true)
    expect(isAppBuild(config('build', '/repo/node_modules/@storybook/builder-vite/input/iframe.html'), 'production')).toBe(false)
    expect(isAppBuild(config('serve'), 'development')).toBe(false)
    expect(isAppBuild(config('build'), 'test')).toBe(false)
  })
})
