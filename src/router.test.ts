import { describe, expect, it } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter, firstScreenFormats } from './router'

const router = createAppRouter(undefined, { history: createMemoryHistory() })

describe('firstScreenFormats: whether boot builds the Intl formatters for the first screen', () => {
  it('screens that show amounts or times as they first paint: yes', () => {
    for (const path of ['/', '/lotteryprize', '/help/26', '/finance']) expect(firstScreenFormats(router, path, false), path).toBe(true)
    for (const path of ['/user', '/betlist', '/activity/1', '/withdraw']) expect(firstScreenFormats(router, path, true), path).toBe(true)
  })

  it('screens that show none: no', () => {
    for (const path of ['/login', '/register', '/languageSet', '/ServicePage', '/my_update'])
      expect(firstScreenFormats(router, path, false), path).toBe(false)
    for (const path of ['/my_set', '/my_password', '/bankadd', '/userloginpassword', '/usercipherpassword', '/current/3'])
      expect(firstScreenFormats(router, path, true), path).toBe(false)
  })

  it('a guest on a route that needs a login sees /login, which formats none', () => {
    expect(firstScreenFormats(router, '/user', false)).toBe(false)
    expect(firstScreenFormats(router, '/activity/1', false)).toBe(false)
  })

  it('an unknown path counts as formatting (the warm-up is only ever skipped when known useless)', () => {
    expect(firstScreenFormats(router, '/no/such/page', false)).toBe(true)
  })
})
