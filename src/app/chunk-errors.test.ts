import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { handleChunkErrors, isChunkLoadError, retryLazyStyles, routerReloadKey } from './chunk-errors'

const CSS = `${location.origin}/assets/wallet-abc123.css`
const JS = `${location.origin}/assets/recharge-abc123.js`

/** What Vite's preload helper dispatches (a cancelable event with the error as `payload`). */
function preloadError(error: Error): Event {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: Error }
  event.payload = error
  window.dispatchEvent(event)
  return event
}
const styleLinks = (href: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => l.href === href)

let remove = () => {}
beforeEach(() => {
  remove = handleChunkErrors()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(async () => {
  remove()
  // settle whatever the test left failing
  const pending = retryLazyStyles().catch(() => undefined)
  for (const l of styleLinks(CSS)) l.dispatchEvent(new Event('load'))
  await pending
  document.head.innerHTML = ''
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('lazy code that cannot load', () => {
  it('tells chunk failures from other errors', () => {
    expect(isChunkLoadError(new Error(`Unable to preload CSS for ${CSS}`))).toBe(true)
    expect(isChunkLoadError(new TypeError(`Failed to fetch dynamically imported module: ${JS}`))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false)
    expect(isChunkLoadError('Unable to preload CSS')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('a failed stylesheet: its link is dropped (the import still rejects); a retry fetches it again, rejecting until it loads', async () => {
    const failed = document.createElement('link')
    failed.rel = 'stylesheet'
    failed.href = CSS
    document.head.appendChild(failed)
    const event = preloadError(new Error(`Unable to preload CSS for ${CSS}`))
    expect(event.defaultPrevented).toBe(false)
    expect(styleLinks(CSS)).toEqual([])

    // still failing: the retry rejects and leaves no broken link behind
    let retry = retryLazyStyles()
    expect(styleLinks(CSS)).toHaveLength(1)
    styleLinks(CSS)[0]!.dispatchEvent(new Event('error'))
    await expect(retry).rejects.toThrow(`Unable to preload CSS for ${CSS}`)
    expect(styleLinks(CSS)).toEqual([])

    // loads: the retry resolves, the link stays; nothing left to retry afterwards
    retry = retryLazyStyles()
    styleLinks(CSS)[0]!.dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBeUndefined()
    expect(styleLinks(CSS)).toHaveLength(1)
    await expect(retryLazyStyles()).resolves.toBeUndefined()
    expect(styleLinks(CSS)).toHaveLength(1)
  })

  it('the network coming back fetches the failed stylesheets again', async () => {
    preloadError(new Error(`Unable to preload CSS for ${CSS}`))
    window.dispatchEvent(new Event('online'))
    expect(styleLinks(CSS)).toHaveLength(1)
  })

  it('offline, a module that could not be fetched does not make the router reload the page; back online it may again', () => {
    const message = `Failed to fetch dynamically imported module: ${JS}`
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    preloadError(new TypeError(message))
    expect(sessionStorage.getItem(routerReloadKey(message))).toBe('1')
    window.dispatchEvent(new Event('online'))
    expect(sessionStorage.getItem(routerReloadKey(message))).toBeNull()
  })

  it('online, a missing module is left to the router (a deploy replaced the files: it reloads once)', () => {
    const message = `Failed to fetch dynamically imported module: ${JS}`
    preloadError(new TypeError(message))
    expect(sessionStorage.getItem(routerReloadKey(message))).toBeNull()
  })
})
