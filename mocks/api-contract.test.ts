// @vitest-environment jsdom
// The app's own API functions against the demo backend: the wire names on both sides agree.
import { afterEach, beforeEach, expect, it } from 'vitest'
import { getuserinfo, login } from '../src/api/session'
import { createApiClient, type ApiClient } from '../src/api/client'
import { getconfig } from '../src/api/config'
import { getGameinfo, getTrendData } from '../src/api/game'
import { isApiError } from '../src/api/errors'
import { trendRows } from '../src/lib/results-board'
import { DIALECTS } from './lib/dialect'
import type { MockServer } from './models'
import { makeServer } from './server'

let server: MockServer
let token: string | null
let sessionEnded: number
let client: ApiClient

beforeEach(() => {
  server = makeServer({ environment: 'test', urlPrefix: location.origin, now: () => 1_767_000_000_000 })
  token = null
  sessionEnded = 0
  client = createApiClient({
    baseUrl: location.origin,
    getLang: () => 'en',
    getToken: () => token,
    onSessionEnd: () => sessionEnded++,
    log: () => {},
  })
})
afterEach(() => server.shutdown())

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable(),
    (error: unknown) => (isApiError(error) ? error : Promise.reject(error)),
  )

it('getconfig gives the support URL, currency, recharge minimum in cents and version labels', async () => {
  expect(await getconfig(client)).toMatchObject({
    serviceUrl: 'https://example.com/demo-support',
    currency: 'USD',
    rechargeMin: 1_000,
    android_version: expect.stringMatching(/demo/),
    ios_version: expect.stringMatching(/demo/),
  })
})

it('login then getuserinfo gives the demo user with exact cents', async () => {
  token = (await login(client, { quhao: '+84', username: ' demo ', password: 'demo123' })).token
  expect(await getuserinfo(client)).toMatchObject({
    username: 'demo',
    nickname: 'Demo Trader',
    level: 3,
    money: 1_000_000,
    noPassword2: 0,
    totalwin: 200_000,
  })
})

it('maps 1002, 1003 and the 409 session end the way the app expects', async () => {
  expect(await rejection(login(client, { quhao: '+84', username: 'ghost', password: 'demo123' }))).toMatchObject({
    kind: 'code',
    errCode: 1002,
  })
  expect(await rejection(login(client, { quhao: '+84', username: 'demo', password: 'nope123' }))).toMatchObject({
    kind: 'code',
    errCode: 1003,
  })
  token = 'stale'
  expect(await rejection(getuserinfo(client))).toMatchObject({ kind: 'session' })
  expect(sessionEnded).toBe(1)
})

it.each(DIALECTS)('getTrendData (%s dialect) reads as each room’s own rounds, the history’s first', async (dialect) => {
  server.shutdown()
  server = makeServer({ environment: 'test', urlPrefix: location.origin, now: () => 1_767_000_000_000, dialect })
  token = (await login(client, { quhao: '+84', username: 'demo', password: 'demo123' })).token
  for (const [roomid, racing] of [
    [1, false],
    [16, false],
    [4, true],
  ] as const) {
    const info = await getGameinfo(client, { roomid })
    const target = { roomid, gametype: info.game?.gametype, racing }
    const rows = trendRows(await getTrendData(client, { roomid, gametype: info.game?.gametype }), target)
    expect(rows, `room ${roomid}`).toHaveLength(100)
    expect(rows!.slice(0, 10), `room ${roomid}`).toEqual(
      info.his.map((h) => expect.objectContaining({ seqno: h.seqno, num1: h.num1, sum: h.sum })),
    )
    // the reply names its game: another room's game does not read as this one's
    expect(trendRows(await getTrendData(client, { roomid }), { ...target, gametype: 99 })).toBeNull()
  }
})
