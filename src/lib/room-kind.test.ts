import { describe, expect, it } from 'vitest'
import { roomKind } from './room-kind'

describe('roomKind (which game a room plays, from its type)', () => {
  it.each([
    [4, 'racing'],
    [1, 'threeDigit'],
    [2, 'threeDigit'],
    [3, 'threeDigit'],
    [15, 'threeDigit'],
    [16, 'threeDigit'],
  ])('type %s → %s', (type, kind) => {
    expect(roomKind(type)).toBe(kind)
  })

  it.each([
    ['left out', undefined],
    ['0', 0],
    ['negative', -4],
    ['fractional', 4.5],
    ['not a number', Number.NaN],
  ])('a type %s names no game: unknown, never the three-digit one', (_name, type) => {
    expect(roomKind(type)).toBeNull()
  })
})
