import { describe, expect, it } from 'vitest'
import {
  isValidCaptchaPhone,
  passwordChangeFieldOf,
  registerFieldOf,
  safeRedirect,
  validatePasswordChange,
  validateRegister,
  type RegisterInput,
} from './validation'

const valid: RegisterInput = {
  quhao: '+84',
  username: 'alice01',
  phone: '912345678',
  captcha: '123456',
  password: 'abc123',
  spassword: 'abc123',
  visitcode: 'DEMO88',
  payPwd: '123456',
  agreement: true,
}

describe('register rules', () => {
  it('a valid form has no problems and maps visitcode to invitation, trimming text fields', () => {
    const { value, problems } = validateRegister({ ...valid, username: ' alice01 ', visitcode: ' DEMO88 ' })
    expect(problems).toEqual({})
    expect(value).toEqual({
      quhao: '+84',
      username: 'alice01',
      phone: '912345678',
      captcha: '123456',
      password: 'abc123',
      spassword: 'abc123',
      invitation: 'DEMO88',
      payPwd: '123456',
    })
  })

  it.each<[string, Partial<RegisterInput>, string, unknown]>([
    ['agreement not ticked', { agreement: false }, 'agreement', 'agreement'],
    ['invitation code empty', { visitcode: '' }, 'visitcode', 'invitationRequired'],
    ['invitation code blank', { visitcode: '   ' }, 'visitcode', 'invitationRequired'],
    ['account empty (inline 1010)', { username: '' }, 'username', 1010],
    ['account letters only', { username: 'alice' }, 'username', 1010],
    ['account digits only', { username: '123456' }, 'username', 1010],
    ['account with a symbol', { username: 'alice_01' }, 'username', 1010],
    ['account with a space inside', { username: 'ali ce01' }, 'username', 1010],
    ['account non-ASCII letter', { username: 'ålice01' }, 'username', 1010],
    ['password empty (inline 1015)', { password: '', spassword: '' }, 'password', 1015],
    ['password 5 characters', { password: 'abc12', spassword: 'abc12' }, 'password', 1015],
    ['password 17 characters', { password: 'abcdefgh123456789', spassword: 'abcdefgh123456789' }, 'password', 1015],
    ['password letters only', { password: 'abcdef', spassword: 'abcdef' }, 'password', 1015],
    ['password digits only', { password: '123456', spassword: '123456' }, 'password', 1015],
    ['password with a symbol', { password: 'abc12!', spassword: 'abc12!' }, 'password', 1015],
    ['repeat differs', { spassword: 'abc124' }, 'spassword', 1012],
    ['repeat empty', { spassword: '' }, 'spassword', 1012],
    ['withdraw password 5', { payPwd: '12345' }, 'payPwd', 1058],
    ['withdraw password 17', { payPwd: '12345678901234567' }, 'payPwd', 1058],
    ['withdraw password with a symbol', { payPwd: '1234-56' }, 'payPwd', 1058],
    ['withdraw password empty', { payPwd: '' }, 'payPwd', 1058],
    ['phone too short', { phone: '12345' }, 'phone', 'invalidPhone'],
    ['phone with letters', { phone: '91234567a' }, 'phone', 'invalidPhone'],
    ['captcha empty', { captcha: '' }, 'captcha', 'captchaRequired'],
  ])('%s → %s: %s', (_name, patch, field, problem) => {
    const { problems } = validateRegister({ ...valid, ...patch })
    expect(problems).toEqual({ [field]: problem })
  })

  it.each<[string, Partial<RegisterInput>]>([
    ['password of exactly 6', { password: 'abcd12', spassword: 'abcd12' }],
    ['password of exactly 16', { password: 'abcdefgh12345678', spassword: 'abcdefgh12345678' }],
    ['upper-case letters', { username: 'ALICE9', password: 'ABC123', spassword: 'ABC123' }],
    ['withdraw password of letters only', { payPwd: 'abcdef' }],
    ['withdraw password of exactly 16', { payPwd: '1234567890123456' }],
  ])('accepts %s', (_name, patch) => {
    expect(validateRegister({ ...valid, ...patch }).problems).toEqual({})
  })

  it('reports every problem of an empty form at once', () => {
    const empty = {
      quhao: '+84',
      username: '',
      phone: '',
      captcha: '',
      password: '',
      spassword: '',
      visitcode: '',
      payPwd: '',
      agreement: false,
    }
    expect(validateRegister(empty).problems).toEqual({
      username: 1010,
      phone: 'invalidPhone',
      captcha: 'captchaRequired',
      password: 1015,
      payPwd: 1058,
      visitcode: 'invitationRequired',
      agreement: 'agreement',
    })
  })
})

describe('captcha send: phone of 6-15 digits', () => {
  it.each([
    ['123456', true],
    ['123456789012345', true],
    [' 912345678 ', true],
    ['12345', false],
    ['1234567890123456', false],
    ['', false],
    ['91234567a', false],
    ['+84912345', false],
    ['912 345 678', false],
  ])('%j → %s', (phone, ok) => {
    expect(isValidCaptchaPhone(phone)).toBe(ok)
  })
})

describe('change password', () => {
  it.each<[string, { original: string; next: string; repeat: string }, boolean, object]>([
    ['all filled and matching', { original: 'old123', next: 'new123', repeat: 'new123' }, true, {}],
    ['original empty', { original: '', next: 'new123', repeat: 'new123' }, true, { original: 'originalInputNull' }],
    ['new empty', { original: 'old123', next: '', repeat: 'new123' }, true, { next: 'newPwdInputNull' }],
    ['repeat empty', { original: 'old123', next: 'new123', repeat: '' }, true, { repeat: 'newPwdInputNull' }],
    ['repeat differs', { original: 'old123', next: 'new123', repeat: 'new124' }, true, { repeat: 'confirmError' }],
    [
      'all empty',
      { original: '', next: '', repeat: '' },
      true,
      { original: 'originalInputNull', next: 'newPwdInputNull', repeat: 'newPwdInputNull' },
    ],
    ['no original needed (noPassword2 = 1)', { original: '', next: 'new123', repeat: 'new123' }, false, {}],
    ['no original needed, repeat differs', { original: '', next: 'new123', repeat: 'x' }, false, { repeat: 'confirmError' }],
  ])('%s', (_name, input, needsOriginal, problems) => {
    expect(validatePasswordChange(input, needsOriginal)).toEqual(problems)
  })

  it.each<[string, 'login' | 'withdraw', string, object]>([
    ['login: 6 characters', 'login', 'abcdef', {}],
    ['login: 16 characters, any kind', 'login', 'a-b_c!d@e#f$g%h^', {}],
    ['login: 5 characters → 1011', 'login', 'abc12', { next: 1011 }],
    ['login: 17 characters → 1011', 'login', 'abcdefgh123456789', { next: 1011 }],
    ['withdraw: 6 digits', 'withdraw', '123456', {}],
    ['withdraw: 16 letters or digits', 'withdraw', 'abcdefgh12345678', {}],
    ['withdraw: 5 → 1058', 'withdraw', '12345', { next: 1058 }],
    ['withdraw: 17 → 1058', 'withdraw', 'abcdefgh123456789', { next: 1058 }],
    ['withdraw: a sign → 1058', 'withdraw', 'pay-4!', { next: 1058 }],
  ])('the new password, %s', (_name, kind, next, problems) => {
    expect(validatePasswordChange({ original: 'old123', next, repeat: next }, true, kind)).toEqual(problems)
  })

  it.each<[number | undefined, string | null]>([
    [1059, 'original'],
    [1033, 'original'],
    [1051, 'original'],
    [1003, 'original'],
    [1011, 'next'],
    [1015, 'next'],
    [1058, 'next'],
    [1061, 'next'],
    [1012, 'repeat'],
    [1004, null],
    [undefined, null],
  ])('a refusal with %s is about the field %s', (code, field) => {
    expect(passwordChangeFieldOf(code)).toBe(field)
  })
})

describe('registerFieldOf (the field a server refusal of a registration is about)', () => {
  it.each<[number | undefined, string | null]>([
    [1010, 'username'],
    [1013, 'username'],
    [2050, 'phone'],
    [2052, 'phone'],
    [2053, 'captcha'],
    [2054, 'captcha'],
    [1011, 'password'],
    [1015, 'password'],
    [1061, 'password'],
    [1012, 'spassword'],
    [1058, 'payPwd'],
    [1063, 'visitcode'],
    [1014, null],
    [1001, null],
    [2051, null],
    [undefined, null],
  ])('%s → %s', (code, field) => {
    expect(registerFieldOf(code)).toBe(field)
  })
})

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
    ['to registration', '/register'],
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
