import { describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../api/client'

/** A client that counts calls per path and answers each with a fresh empty list. */
function countingClient() {
  const calls: string[] = []
  const api: ApiClient = {
    baseUrl: 'http://api.test/',
    call: vi.fn(async (path: string) => {
      calls.push(path)
      return []
    }) as ApiClient['call'],
  }
  return { api, calls }
}

// Each test gets the module fresh: its early answers and "asked" flag are per page load.
const fresh = async () => {
  vi.resetModules()
  return import('./home-loads')
}

describe('home loads started during boot', () => {
  it('the home screen takes the early answers instead of asking again, once', async () => {
    const { startHomeLoads, homeLoad } = await fresh()
    const { api, calls } = countingClient()
    startHomeLoads(api)
    expect(calls.sort()).toEqual(['/api/Game/getGameList', '/api/Game/getWinList', '/api/Game/slide'])
    await homeLoad('banners', api)
    await homeLoad('games', api)
    await homeLoad('winners', api)
    expect(calls).toHaveLength(3)
    // A reload (pull to refresh, retry) asks the API again.
    await homeLoad('banners', api)
    expect(calls.filter((p) => p === '/api/Game/slide')).toHaveLength(2)
  })

  it('an early start after the screen asked does nothing (it would only duplicate requests)', async () => {
    const { startHomeLoads, homeLoad } = await fresh()
    const { api, calls } = countingClient()
    await homeLoad('banners', api)
    startHomeLoads(api)
    expect(calls).toEqual(['/api/Game/slide'])
  })

  it('an early failure reaches the screen, not the console as an unhandled rejection', async () => {
    const { startHomeLoads, homeLoad } = await fresh()
    const api: ApiClient = { baseUrl: 'http://api.test/', call: vi.fn(() => Promise.reject(new Error('HTTP 500'))) as ApiClient['call'] }
    startHomeLoads(api)
    await new Promise((r) => setTimeout(r, 0))
    await expect(homeLoad('winners', api)).rejects.toThrow('HTTP 500')
  })
})
