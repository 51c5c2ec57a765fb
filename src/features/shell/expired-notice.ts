import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CallAction } from '../../api/client'
import { codeMessage } from '../../i18n/error-message'
import type { ToastProps } from '../../ui/toast'

const orderNotPlaced = msg`Your login has expired, so your order was not placed. Please log in again.`
const cancelNotMade = msg`Your login has expired, so your order was not cancelled. Please log in again.`
const neitherMade = msg`Your login has expired, so your new order was not placed and your other order was not cancelled. Please log in again.`

/**
 * What a forced logout says: the catalogue's 1062, or, when the server refused an order or a cancel in
 * ending the session, that it was not done (a refusal is the server's answer to that very request). Told
 * for longer: it is the only word of that order's fate.
 */
export function expiredNotice(i18n: I18n, refused: readonly CallAction[]): ToastProps {
  const order = refused.includes('order')
  const cancel = refused.includes('cancel')
  if (!order && !cancel) return { icon: 'fail', content: codeMessage(i18n, 1062) }
  const text = order && cancel ? neitherMade : order ? orderNotPlaced : cancelNotMade
  return { icon: 'fail', content: i18n._(text), duration: 5000 }
}
