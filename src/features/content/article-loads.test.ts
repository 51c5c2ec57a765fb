import { describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../api/client'

const ARTICLE = { id: 26, title: '介绍', title_yw: 'Introduction', content: '<p>x</p>' }

function countingClient() {
  const calls: unknown[] = []
  const api: ApiClient = {
    baseUrl: 'http://api.test/',
    call: vi.fn(async (path: string, body: unknown) => {
      calls.push([path, body])
      return ARTICLE
    }) as ApiClient['call'],
  }
  return { api, calls }
}

// Fresh modules per test: the early answers belong to one page load.
const fresh = async () => {
  vi.resetModules()
  return import('./article-loads')
}

describe('an article opened first (/help/{id}, /info/{id}): its read starts during boot', () => {
  it('the screen takes the early answer once; a retry asks again', async () => {
    const { startArticleLoad, articleLoad } = await fresh()
    const { api, calls } = countingClient()
    startArticleLoad(api, 26)
    expect(calls).toEqual([['/api/Game/getArticledetail', { id: 26 }]])
    await expect(articleLoad(api, 26)).resolves.toMatchObject({ id: 26 })
    expect(calls).toHaveLength(1)
    await articleLoad(api, 26)
    expect(calls).toHaveLength(2)
  })

  it('another article does not take it: it is asked for itself', async () => {
    const { startArticleLoad, articleLoad } = await fresh()
    const { api, calls } = countingClient()
    startArticleLoad(api, 26)
    await articleLoad(api, 27)
    expect(calls).toEqual([
      ['/api/Game/getArticledetail', { id: 26 }],
      ['/api/Game/getArticledetail', { id: 27 }],
    ])
  })

  it('an early start after a screen asked does nothing (no duplicate request)', async () => {
    const { startArticleLoad, articleLoad } = await fresh()
    const { api, calls } = countingClient()
    await articleLoad(api, 26)
    startArticleLoad(api, 26)
    expect(calls).toHaveLength(1)
  })
})
