import { describe, expect, it } from 'vitest'
import { webUrl } from './web-url'

describe('webUrl', () => {
  it.each(['https://help.example/chat', 'http://help.example/'])('keeps %s', (u) => {
    expect(webUrl(u)).toBe(u)
  })
  it.each(['javascript:alert(1)', 'data:text/html,x', '/ServicePage', 'help.example', '', null, undefined])('refuses %s', (u) => {
    expect(webUrl(u)).toBeNull()
  })
})
