// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MockServer } from './models'
import { resetDemo, storageKey } from './persistence'
import { makeServer } from './server'

const servers: MockServer[] = []
function start(scenario = 'default') {
  const server = makeServer({
    scenario,
    environment: 'test',
    urlPrefix: location.origin,
    storage: localStorage,
    now: () => 1_767_000_000_000,
  })
  servers.push(server)
  return server
}
function stop() {
  servers.pop()?.shutdown()
}
afterEach(() => {
  while (servers.length) stop()
  vi.restoreAllMocks()
})

async function login(username = 'demo', password = 'demo123'): Promise<string> {
  const response = await fetch(`${location.origin}/api/Index/login`, { method: 'POST', body: JSON.stringify({ username, password }) })
  return ((await response.json()) as { data: { token: string } }).data.token
}

const demo = (server: MockServer) => server.schema.findBy('user', { username: 'demo' })!

describe('demo persistence', () => {
  it('saves the db after a mutating request, under a versioned key with the scenario', async () => {
    start()
    expect(localStorage.getItem(storageKey('default'))).toBeNull()
    const token = await login()
    expect(storageKey('default')).toMatch(/^lucky-trade-demo:v\d+:default$/)
    const saved = JSON.parse(localStorage.getItem(storageKey('default'))!)
    expect(saved.users.find((u: { username: string }) => u.username === 'demo').token).toBe(token)
  })

  it('restores the saved db on the next start instead of seeding', async () => {
    const first = start()
    const token = await login()
    first.db.users.update(demo(first).id!, { nickname: 'Changed before save' })
    await login('newbie', 'newbie123') // another write saves the change
    stop()

    const second = start()
    expect(demo(second)).toMatchObject({ token, nickname: 'Changed before save' })
    expect(second.schema.all('user').length).toBe(8)
    const response = await fetch(`${location.origin}/api/Game/getuserinfo`, { method: 'POST', body: JSON.stringify({ token }) })
    expect(((await response.json()) as { code: number }).code).toBe(1)
    // New records after a restore get fresh ids.
    expect(second.schema.create('user', { username: 'later' } as never).id).toBe('9')
  })

  it.each([
    ['not JSON', '{"users": [{"id"'],
    ['the wrong shape', '{"users": 5}'],
    ['records without ids', '{"users": [{"username": "x"}]}'],
  ])('ignores a dump that is %s and seeds afresh', (_label, dump) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem(storageKey('default'), dump)
    const server = start()
    expect(demo(server)).toMatchObject({ moneyCents: 1_000_000, token: null })
    expect(warn).toHaveBeenCalled()
  })

  it('keeps each scenario under its own key', async () => {
    start('empty')
    await login()
    stop()
    expect(localStorage.getItem(storageKey('empty'))).not.toBeNull()
    expect(localStorage.getItem(storageKey('default'))).toBeNull()
    expect(demo(start('default')).token).toBeNull()
  })

  it('resetDemo forgets one scenario or all of them', async () => {
    localStorage.setItem(storageKey('default'), '{}')
    localStorage.setItem(storageKey('empty'), '{}')
    localStorage.setItem('someone-else', 'keep')
    resetDemo(localStorage, 'empty')
    expect(localStorage.getItem(storageKey('empty'))).toBeNull()
    expect(localStorage.getItem(storageKey('default'))).toBe('{}')
    resetDemo()
    expect(localStorage.getItem(storageKey('default'))).toBeNull()
    expect(localStorage.getItem('someone-else')).toBe('keep')
  })
})
