// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it } from 'vitest'
import { post } from './ledger'
import type { MockServer, User } from '../models'
import { makeServer } from '../server'

let server: MockServer
let newbie: User

beforeEach(() => {
  server = makeServer({ environment: 'test', urlPrefix: location.origin, now: () => 1_700_000_000_000 })
  newbie = server.schema.findBy('user', { username: 'newbie' })!
})
afterEach(() => server.shutdown())

it('balance = initial + sum of signed entries, each entry written with its before', () => {
  const initial = newbie.moneyCents
  const posts = [
    { type: 1, cents: 1_999 },
    { type: 2, cents: 500 },
    { type: 1, cents: 1 },
    { type: 2, cents: 6_000 },
  ] as const
  let expected = initial
  posts.forEach(({ type, cents }, i) => {
    const entry = post(server.schema, newbie.id!, { type, cents, reason: `step ${i}`, time: 1_700_000_000_000 + i })
    // The entry exists as soon as the balance changed: same step.
    expect(entry).toMatchObject({ type, cents, beforeCents: expected, reason: `step ${i}` })
    expected += type === 1 ? cents : -cents
    expect(server.schema.find('user', newbie.id!)!.moneyCents).toBe(expected)
  })
  expect(expected).toBe(initial + 1_999 - 500 + 1 - 6_000)
})

it('keeps a passed-in model instance current, so a later update does not undo the change', () => {
  post(server.schema, newbie, { type: 1, cents: 100, reason: 'Recharge', time: 1 })
  newbie.update({ nickname: 'Renamed' })
  expect(server.schema.find('user', newbie.id!)!.moneyCents).toBe(5_100)
})

it('refuses an overdraft, a non-integer amount and an unknown type, leaving no trace', () => {
  const logs = server.schema.all('fundLog').length
  expect(() => post(server.schema, newbie.id!, { type: 2, cents: 5_001, reason: 'x', time: 1 })).toThrow(/below zero/)
  expect(() => post(server.schema, newbie.id!, { type: 1, cents: 1.5, reason: 'x', time: 1 })).toThrow(/positive integer/)
  expect(() => post(server.schema, newbie.id!, { type: 3 as 1, cents: 1, reason: 'x', time: 1 })).toThrow(/type/)
  expect(server.schema.all('fundLog').length).toBe(logs)
  expect(server.schema.find('user', newbie.id!)!.moneyCents).toBe(5_000)
})
