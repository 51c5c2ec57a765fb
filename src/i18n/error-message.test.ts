// @vitest-environment node
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorKind } from '../api/errors'
import {
  CODE_MESSAGES,
  codeMessage,
  errorMessage,
  invalidPhoneMessage,
  KIND_MESSAGES,
  rechargeMinMessage,
  spendErrorMessage,
} from './error-message'
import { LOCALES, type Locale } from './locales'

/** The error catalogue, every code listed there (ranges expanded). */
const SPEC_CODES = [
  1001, 1002, 1003, 1004, 1060, 1010, 1011, 1012, 1013, 1014, 1015, 1020, 1024, 1025, 1026, 1034, 1027, 1035, 1028, 1036, 1029, 1037, 1030,
  1038, 1031, 1040, 1032, 1049, 1033, 1051, 1039, 1041, 1042, 1043, 1044, 1045, 1046, 1048, 1047, 1050, 1052, 1053, 1054, 1057, 1058, 1059,
  1061, 1062, 1063, 1064, 1065, 1069, 2002, 2003, 2004, 2050, 2051, 2052, 2053, 2054, 2055, 2056, 2057, 2058,
]

// Loaded through the Lingui Vite plugin, exactly as the app loads them.
const loadCatalog = (locale: Locale) => import(`./locales/${locale}/errors.po`) as Promise<{ messages: Messages }>

let i18n: I18n
beforeAll(async () => {
  i18n = setupI18n()
  for (const locale of LOCALES) i18n.load(locale, (await loadCatalog(locale)).messages)
  i18n.activate('en-US')
})

const inLocale = <T>(locale: Locale, fn: () => T): T => {
  i18n.activate(locale)
  try {
    return fn()
  } finally {
    i18n.activate('en-US')
  }
}

describe('catalogue', () => {
  it('has a message for every catalogue code, and nothing else', () => {
    expect(Object.keys(CODE_MESSAGES).map(Number).sort()).toEqual([...SPEC_CODES].sort())
  })

  it('codes that share a meaning share the message', () => {
    for (const [a, b] of [
      [1004, 1060],
      [1026, 1034],
      [1031, 1040],
      [1033, 1051],
      [1042, 1045],
      [1052, 1053],
    ]) {
      expect(codeMessage(i18n, a)).toBe(codeMessage(i18n, b))
    }
  })

  it('every message is translated in every locale (no source text, no raw id)', () => {
    const english = SPEC_CODES.map((code) => codeMessage(i18n, code))
    expect(english.every((text) => text.length > 3)).toBe(true)
    for (const locale of ['zh-CN', 'zh-TW', 'vi'] as const) {
      const translated = inLocale(locale, () => SPEC_CODES.map((code) => codeMessage(i18n, code, { amount: '1' })))
      translated.forEach((text, i) => {
        // "At least 20" / "VIP" keep Latin digits; compare to the English text instead of a script check.
        expect(text, `${locale} ${SPEC_CODES[i]}`).not.toBe(english[i])
      })
      const kinds = inLocale(locale, () => Object.values(KIND_MESSAGES).map((d) => i18n._(d)))
      kinds.forEach((text, i) => expect(text).not.toBe(i18n._(Object.values(KIND_MESSAGES)[i])))
    }
  })

  it('English wording', () => {
    expect(codeMessage(i18n, 1020)).toBe('Trading has stopped for this round')
    expect(codeMessage(i18n, 1024)).toBe('At least 20')
    expect(codeMessage(i18n, 2004, { amount: '1,000.00' })).toBe('Your balance cannot be less than 1,000.00')
    expect(i18n._({ ...rechargeMinMessage, values: { min: '10' } })).toBe('Recharge amount must be at least 10 USD')
    expect(i18n._(invalidPhoneMessage)).toBe('Please enter a correct phone number')
  })

  it('placeholders survive translation', () => {
    expect(inLocale('zh-CN', () => codeMessage(i18n, 2004, { amount: '1,000.00' }))).toBe('余额不能低于 1,000.00')
    expect(inLocale('vi', () => codeMessage(i18n, 2004, { amount: '1.000,00' }))).toBe('Số dư không được thấp hơn 1.000,00')
    expect(inLocale('zh-TW', () => i18n._({ ...rechargeMinMessage, values: { min: '500' } }))).toBe('儲值金額不能少於 500 USD')
    expect(inLocale('vi', () => codeMessage(i18n, 4242))).toBe('Đã xảy ra lỗi (mã lỗi 4242)')
  })

  it('an unknown code gives the generic text with the code', () => {
    expect(codeMessage(i18n, 9999)).toBe('Something went wrong (error 9999)')
  })
})

describe('errorMessage', () => {
  it('kind code → the catalogue message, with values', () => {
    expect(errorMessage(i18n, new ApiError('code', { errCode: 1003 }))).toBe('Wrong login password')
    expect(inLocale('zh-CN', () => errorMessage(i18n, new ApiError('code', { errCode: 1003 })))).toBe('登录密码错误')
    expect(inLocale('zh-TW', () => errorMessage(i18n, new ApiError('code', { errCode: 2004 }), { amount: '50.00' }))).toBe(
      '餘額不能低於 50.00',
    )
    expect(errorMessage(i18n, new ApiError('code', { errCode: 1234 }))).toBe('Something went wrong (error 1234)')
  })

  it("kind info → the server's text, or the generic one when empty", () => {
    expect(errorMessage(i18n, new ApiError('info', { info: 'Daily withdrawal limit reached' }))).toBe('Daily withdrawal limit reached')
    expect(errorMessage(i18n, new ApiError('info', {}))).toBe('Something went wrong, please try again')
    expect(inLocale('zh-CN', () => errorMessage(i18n, new ApiError('info', { info: '  ' })))).toBe('出错了，请重试')
  })

  it.each([
    ['session', 'Please log in again', '请重新登录'],
    ['timeout', 'The request timed out, please try again', '请求超时，请重试'],
    ['network', 'Network unavailable, please check your connection and try again', '网络不可用，请检查网络连接后重试'],
    ['http', 'The server could not handle the request, please try again later', '服务器无法处理该请求，请稍后再试'],
    ['malformed', 'Unexpected answer from the server, please try again', '服务器返回异常，请重试'],
  ] as const satisfies readonly (readonly [ApiErrorKind, string, string])[])('kind %s', (kind, en, zh) => {
    const error = new ApiError(kind, { status: 500, info: 'ignored' })
    expect(errorMessage(i18n, error)).toBe(en)
    expect(inLocale('zh-CN', () => errorMessage(i18n, error))).toBe(zh)
  })

  it('a request that spends the balance: 1025 is only "insufficient balance"; anything else as errorMessage', () => {
    const e1025 = new ApiError('code', { errCode: 1025 })
    expect(errorMessage(i18n, e1025)).toBe('Insufficient balance, or the amount exceeds what you can withdraw')
    expect(spendErrorMessage(i18n, e1025)).toBe('Insufficient balance')
    expect(inLocale('zh-TW', () => spendErrorMessage(i18n, e1025))).toBe('餘額不足')
    expect(inLocale('vi', () => spendErrorMessage(i18n, e1025))).toBe('Số dư không đủ')
    const e2004 = new ApiError('code', { errCode: 2004 })
    expect(spendErrorMessage(i18n, e2004, { amount: '50.00' })).toBe(errorMessage(i18n, e2004, { amount: '50.00' }))
    expect(spendErrorMessage(i18n, new ApiError('timeout'))).toBe('The request timed out, please try again')
  })

  it('anything else thrown → the generic message', () => {
    for (const thrown of [new Error('boom'), 'text', null, undefined, { kind: 'code', errCode: 1003 }]) {
      expect(errorMessage(i18n, thrown)).toBe('Something went wrong, please try again')
    }
    expect(inLocale('vi', () => errorMessage(i18n, new TypeError('x')))).toBe('Đã xảy ra lỗi, vui lòng thử lại')
  })
})
