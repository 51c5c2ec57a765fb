import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../validation'

describe('safeRedirect (the login redirect follows same-app paths only)', () => {
  it.each([
    '/user',
    '/withdraw',
    '/help/26',
    '/recharge/user',
    '/room_list/1',
    '/betlist?tab=won',
    '/message#announcements',
    '/activity/4?from=home#bet',
    '/my_income?start=2026-01-01&end=2026-01-31',
    '/user?next=%2F%2Fevil.com',
  ])('keeps %j as it is', (path) => {
    expect(safeRedirect(path)).toBe(path)
  })

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/user'],
    ['backslash', '/\\evil.com'],
    ['backslash twice', '\\\\evil.com'],
    ['absolute http', 'http://evil.com'],
    ['absolute https', 'https://evil.com/user'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: upper case', 'JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['empty', ''],
    ['relative', 'user'],
    ['leading space', ' //evil.com'],
    ['tab the URL parser drops', '/\t/evil.com'],
    ['newline the URL parser drops', '/\n/evil.com'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded slash after one', '/%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['lower-case encoding', '/%2f%2fevil.com'],
    ['double encoding', '/%252F%252Fevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['fully encoded', '%2F%2Fevil.com'],
    ['encoded https', 'https%3A%2F%2Fevil.com'],
    ['malformed encoding', '/user%E0%A4%A'],
    ['back to login', '/login'],
    ['back to login with its own redirect', '/login?redirect=/user'],
    ['encoded login', '/%6Cogin'],
  ])('refuses %s (%j)', (_name, path) => {
    expect(safeRedirect(path)).toBe('/user')
  })

  it.each([undefined, null, 42, { to: '/user' }, ['/user']])('refuses the non-string %j', (value) => {
    expect(safeRedirect(value)).toBe('/user')
  })

  it('falls back to the given path', () => {
    expect(safeRedirect('//evil.com', '/')).toBe('/')
    expect(safeRedirect(undefined, '/recharge')).toBe('/recharge')
  })
})
