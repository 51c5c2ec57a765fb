import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CallAction } from '../../api/client'
import { codeMessage } from '../../i18n/error-message'
import type { ToastProps } from '../../ui/toast'

const orderNotPlaced = msg`Your login has expired, so your order was not placed. Please log in again.`
const cancelNotMade = msg`Your login has expired, so your order was not cancelled. Please log in again.`
const neitherMade = msg`Your login has expired, so your new order was not placed and your other order was not cancelled. Please log in again.`
// 1062 as a sentence, for a notice that goes on after it
const expired = msg`Your login has expired. Please log in again.`
const orderUnknown = msg`We could not confirm whether your order was placed. Check your orders after logging in.`
const cancelUnknown = msg`We could not confirm whether your order was cancelled. Check your orders after logging in.`
const bothUnknown = msg`We could not confirm whether your new order was placed, nor whether your other order was cancelled. Check your orders after logging in.`

/**
 * What a forced logout says: the catalogue's 1062, or, when the server refused an order or a cancel in
 * ending the session, that it was not done (a refusal is the server's answer to that very request). An order
 * or a cancel whose outcome was still unknown (its answer lost, or being checked) is said to be unconfirmed,
 * in the same notice. Told for longer: it is the only word of that order's fate.
 */
export function expiredNotice(i18n: I18n, refused: readonly CallAction[], unconfirmed: readonly CallAction[] = []): ToastProps {
  const order = refused.includes('order')
  const cancel = refused.includes('cancel')
  const unknown = unconfirmedText(i18n, unconfirmed)
  if (!order && !cancel && !unknown) return { icon: 'fail', content: codeMessage(i18n, 1062) }
  const lead = order && cancel ? i18n._(neitherMade) : order ? i18n._(orderNotPlaced) : cancel ? i18n._(cancelNotMade) : i18n._(expired)
  // Chinese runs its sentences on without a space
  const gap = i18n.locale.startsWith('zh') ? '' : ' '
  return { icon: 'fail', content: unknown ? lead + gap + unknown : lead, duration: unknown ? 8000 : 5000, outcome: true }
}

/** An order or a cancel learnt to be unconfirmed after the forced logout's notice was shown: a notice of its own. */
export function unconfirmedNotice(i18n: I18n, unconfirmed: readonly CallAction[]): ToastProps {
  return { content: unconfirmedText(i18n, unconfirmed) ?? '', duration: 5000, outcome: true }
}

function unconfirmedText(i18n: I18n, unconfirmed: readonly CallAction[]): string | null {
  const order = unconfirmed.includes('order')
  const cancel = unconfirmed.includes('cancel')
  if (!order && !cancel) return null
  return i18n._(order && cancel ? bothUnknown : order ? orderUnknown : cancelUnknown)
}
