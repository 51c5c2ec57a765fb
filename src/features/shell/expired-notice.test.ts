// @vitest-environment node
import { setupI18n, type I18n } from '@lingui/core'
import { beforeEach, describe, expect, it } from 'vitest'
import { expiredNotice, unconfirmedNotice } from './expired-notice'

let i18n: I18n
beforeEach(() => {
  i18n = setupI18n()
  i18n.load('en-US', {})
  i18n.activate('en-US')
})

const ORDER_UNKNOWN = 'We could not confirm whether your order was placed. Check your orders after logging in.'

describe("a forced logout's notice: one, saying what was not done and what is unconfirmed", () => {
  it('nothing refused, nothing unknown: the catalogue’s 1062', () => {
    expect(expiredNotice(i18n, [], [])).toEqual({ icon: 'fail', content: 'Your login has expired, please log in again' })
  })

  it('an order unconfirmed: the login sentence, then that it is unconfirmed and where to look, shown longer, not replaced by a later toast', () => {
    expect(expiredNotice(i18n, [], ['order'])).toEqual({
      icon: 'fail',
      content: `Your login has expired. Please log in again. ${ORDER_UNKNOWN}`,
      duration: 8000,
      outcome: true,
    })
  })

  it('a cancel refused and an order unconfirmed: both, in one notice', () => {
    expect(expiredNotice(i18n, ['cancel'], []).outcome).toBe(true)
    expect(expiredNotice(i18n, ['cancel'], ['order']).content).toBe(
      `Your login has expired, so your order was not cancelled. Please log in again. ${ORDER_UNKNOWN}`,
    )
  })

  it('an order and a cancel unconfirmed: one sentence for both', () => {
    expect(expiredNotice(i18n, [], ['cancel', 'order']).content).toBe(
      'Your login has expired. Please log in again. We could not confirm whether your new order was placed, nor whether your other order was cancelled. Check your orders after logging in.',
    )
  })

  it('in Chinese the sentences run on without a space', () => {
    i18n.load('zh-CN', {})
    i18n.activate('zh-CN')
    expect(expiredNotice(i18n, [], ['order']).content).toBe(`Your login has expired. Please log in again.${ORDER_UNKNOWN}`)
  })

  it('learnt after the notice: a notice of its own, no word of the login', () => {
    expect(unconfirmedNotice(i18n, ['cancel'])).toEqual({
      content: 'We could not confirm whether your order was cancelled. Check your orders after logging in.',
      duration: 5000,
      outcome: true,
    })
  })
})
