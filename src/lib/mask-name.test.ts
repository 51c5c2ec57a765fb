import { describe, expect, it } from 'vitest'
import { maskUsername } from './mask-name'

describe('maskUsername', () => {
  it.each([
    ['0912345678', '09***78'],
    ['player001', 'pl***01'],
    ['alice', 'al***ce'],
    ['demo', 'd***'],
    ['ab', 'a***'],
    ['x', 'x***'],
    ['', ''],
    ['用户名字很长', '用户***很长'],
  ])('%j → %j', (name, masked) => {
    expect(maskUsername(name)).toBe(masked)
  })

  it('a name the backend masked already is shown as sent', () => {
    expect(maskUsername('12***34')).toBe('12***34')
    expect(maskUsername('d***')).toBe('d***')
    expect(maskUsername('ab*cdefg')).toBe('ab*cdefg')
  })
})
