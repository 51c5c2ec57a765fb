import { describe, expect, it } from 'vitest'
import { LAST_KNOWN_MAX_CHARS, LAST_KNOWN_PREFIX, arrayOf, keep, recall } from './last-known'

const isNames = arrayOf<{ name: string }>((i) => typeof i.name === 'string')

describe('last-known public data', () => {
  it('keeps and recalls data with the time it was kept', () => {
    keep('games', [{ name: 'a' }], 1_700_000_000_000)
    expect(recall('games', isNames)).toEqual({ data: [{ name: 'a' }], at: 1_700_000_000_000 })
  })

  it.each([
    ['not JSON', '{oops'],
    ['no time', JSON.stringify({ data: [{ name: 'a' }] })],
    ['another shape', JSON.stringify({ at: 1, data: [{ name: 3 }] })],
    ['not a list', JSON.stringify({ at: 1, data: { name: 'a' } })],
    ['a list of non-objects', JSON.stringify({ at: 1, data: ['a'] })],
  ])('anything unreadable (%s) is as if never kept', (_, text) => {
    localStorage.setItem(`${LAST_KNOWN_PREFIX}games`, text)
    expect(recall('games', isNames)).toBeNull()
  })

  it('an entry too big to keep removes the older one rather than leave it', () => {
    keep('games', [{ name: 'a' }])
    keep('games', [{ name: 'x'.repeat(LAST_KNOWN_MAX_CHARS) }])
    expect(recall('games', isNames)).toBeNull()
  })

  it('a store that throws (quota, privacy mode) is silent', () => {
    const store = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => undefined,
    }
    expect(() => keep('games', [], 1, store)).not.toThrow()
    expect(recall('games', isNames, store)).toBeNull()
  })
})
