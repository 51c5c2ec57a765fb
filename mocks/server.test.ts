// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { MockServer } from './models'
import { scenarioNames } from './scenarios/index'
import { createServerInSteps, makeServer } from './server'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const servers: MockServer[] = []
const start = (opts: Parameters<typeof makeServer>[0] = {}) => {
  const server = makeServer({ environment: 'test', urlPrefix: location.origin, now: () => NOW, ...opts })
  servers.push(server)
  return server
}

afterEach(() => {
  while (servers.length) servers.pop()!.shutdown()
})

const userNamed = (server: MockServer, username: string) => server.schema.findBy('user', { username })
const sumOfLog = (server: MockServer, userId: string) =>
  server.schema.where('fundLog', { userId }).models.reduce((sum, e) => sum + (e.type === 1 ? e.cents : -e.cents), 0)

describe('makeServer', () => {
  it.each(scenarioNames)('starts scenario %s with the demo user', (scenario) => {
    const server = start({ scenario })
    const demo = userNamed(server, 'demo')
    expect(demo).toMatchObject({ password: 'demo123', payPwd: 'pay123', quhao: '+84', nickname: 'Demo Trader' })
  })

  it('seeds the default scenario: demo 10,000.00 at level 3, newbie 50.00 without withdraw password', () => {
    const server = start()
    expect(userNamed(server, 'demo')).toMatchObject({ level: 3, moneyCents: 1_000_000 })
    expect(userNamed(server, 'newbie')).toMatchObject({ password: 'newbie123', level: 1, moneyCents: 5_000, payPwd: null })
    expect(server.schema.where('fundLog', { userId: userNamed(server, 'demo')!.id }).length).toBeGreaterThan(1)
  })

  it('seeds the empty scenario: only the demo user, zero balance, no history', () => {
    const server = start({ scenario: 'empty' })
    expect(server.schema.all('user').length).toBe(1)
    expect(userNamed(server, 'demo')!.moneyCents).toBe(0)
    expect(server.schema.all('fundLog').length).toBe(0)
  })

  it('keeps every balance equal to the sum of its fund log', () => {
    for (const scenario of scenarioNames) {
      const server = start({ scenario })
      for (const user of server.schema.all('user').models) expect(user.moneyCents).toBe(sumOfLog(server, user.id!))
      servers.pop()!.shutdown()
    }
  })

  it('in steps: the server answers before its db is filled, and has the scenario after fill()', async () => {
    const { server, fill } = createServerInSteps({ environment: 'test', urlPrefix: location.origin, now: () => NOW })
    servers.push(server)
    expect(server.schema.all('user').length).toBe(0)
    const answer = await fetch(`${location.origin}/api/Index/getconfig`, { method: 'POST', body: '{}' })
    expect(answer.status).toBe(200)
    fill()
    expect(userNamed(server, 'demo')).toMatchObject({ level: 3, moneyCents: 1_000_000 })
    const inSteps = JSON.stringify(server.db.dump())
    servers.pop()!.shutdown()
    expect(inSteps).toBe(JSON.stringify(start().db.dump())) // the same data as makeServer's
  })

  it('rejects an unknown scenario, listing the valid ones', () => {
    expect(() => makeServer({ scenario: 'nope', environment: 'test' })).toThrow(/Unknown Mirage scenario "nope".*default, empty, vip/)
  })

  it('gives identical data for the same seed and clock, different data for another seed', () => {
    const first = JSON.stringify(start().db.dump())
    servers.pop()!.shutdown()
    const second = JSON.stringify(start().db.dump())
    servers.pop()!.shutdown()
    const other = JSON.stringify(start({ seed: 7 }).db.dump())
    expect(second).toBe(first)
    expect(other).not.toBe(first)
  })
})
