/**
 * The error catalogue and the text for every other way a call can fail. Catalogue
 * ./locales/{locale}/errors.po is extracted from this file only (lingui.config.ts).
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '../api/errors'

type Values = Record<string, unknown>

const networkRefresh = msg`Network error, please refresh and try again`
const roomEmpty = msg`Room number is empty`
const periodEmpty = msg`Round number is empty`
const noActivity = msg`There is no active round`
const outsideBetting = msg`Outside betting time`
const betInfoEmpty = msg`Bet information is empty`
const orderFailed = msg`Order failed`
const noBankCard = msg`Bank card does not exist`
const wrongPayPwd = msg`Wrong withdrawal password`
const transferAmount = msg`Transfer amount must be greater than 0 and not exceed your balance`
const onlyOnce = msg`This can only be added once`
const noGame = msg`Game does not exist`

/** Every catalogue code; codes that share a meaning share one message. */
export const CODE_MESSAGES: Readonly<Record<number, MessageDescriptor>> = {
  1001: msg`Incomplete parameters`,
  1002: msg`User does not exist`,
  1003: msg`Wrong login password`,
  1004: networkRefresh,
  1060: networkRefresh,
  1010: msg`Username must contain letters and digits`,
  1011: msg`Password must be 6-16 characters`,
  1012: msg`The two passwords do not match`,
  1013: msg`This account is already registered`,
  1014: msg`System busy, registration failed`,
  1015: msg`Password must contain both letters and digits`,
  1020: msg`Trading has stopped for this round`,
  1024: msg`At least 20`,
  1025: msg`Insufficient balance, or the amount exceeds what you can withdraw`,
  1026: roomEmpty,
  1034: roomEmpty,
  1027: periodEmpty,
  1035: periodEmpty,
  1028: noActivity,
  1036: noActivity,
  1029: outsideBetting,
  1037: outsideBetting,
  1030: betInfoEmpty,
  1038: betInfoEmpty,
  1031: orderFailed,
  1040: orderFailed,
  1032: noBankCard,
  1049: noBankCard,
  1033: wrongPayPwd,
  1051: wrongPayPwd,
  1039: msg`Operation successful`,
  1041: msg`Order not found`,
  1042: transferAmount,
  1043: transferAmount,
  1044: transferAmount,
  1045: transferAmount,
  1046: onlyOnce,
  1048: onlyOnce,
  1047: msg`Failed to add the bank card`,
  1050: msg`Wrong amount`,
  1052: noGame,
  1053: noGame,
  1054: msg`The first round has not started yet, please try again later`,
  1057: msg`Room does not exist`,
  1058: msg`Withdrawal password must be 6-16 letters or digits`,
  1059: msg`The old password is wrong`,
  1061: msg`Login password must be at least 6 characters`,
  1062: msg`Your login has expired, please log in again`,
  1063: msg`Invalid referral code`,
  1064: msg`Insufficient turnover`,
  1065: msg`Please enter the address`,
  1069: msg`Your account is frozen, please contact customer service`,
  2002: msg`Unknown error`,
  2003: msg`Cancellation failed`,
  2004: msg({ message: 'Your balance cannot be less than {amount}', comment: 'amount: the room minimum, already formatted' }),
  2050: msg`Please enter your phone number correctly`,
  2051: msg`Sending too frequently, please try again later`,
  2052: msg`This phone number is already registered`,
  2053: msg`Wrong verification code`,
  2054: msg`The verification code has expired`,
  2055: msg`You are not a VIP member`,
  2056: msg`Please contact customer service to deposit`,
  2057: msg`Withdrawal password is empty`,
  2058: msg`Please choose a withdrawal method`,
}

/** Failures that carry no catalogue code. */
export const KIND_MESSAGES = {
  timeout: msg`The request timed out, please try again`,
  network: msg`Network unavailable, please check your connection and try again`,
  http: msg`The server could not handle the request, please try again later`,
  malformed: msg`Unexpected answer from the server, please try again`,
  session: msg`Please log in again`,
  generic: msg`Something went wrong, please try again`,
} as const satisfies Record<string, MessageDescriptor>

const unknownCode = msg({ message: 'Something went wrong (error {code})', comment: 'code: a server error number' })

/** The captcha-send check. */
export const invalidPhoneMessage = msg`Please enter a correct phone number`
/** The minimum comes from app config (`rechargeMin`), else 10. */
export const rechargeMinMessage = msg({
  message: 'Recharge amount must be at least {min} USD',
  comment: 'min: the minimum amount, already formatted',
})

/** The catalogue message for `code`; an unknown code gives the generic text with the number. */
export function codeMessage(i18n: I18n, code: number, values?: Values): string {
  const descriptor = CODE_MESSAGES[code]
  return i18n._(descriptor ? { ...descriptor, values } : { ...unknownCode, values: { code } })
}

/** 1025 on a request that spends the balance (an order, a transfer-in): only its first meaning applies. */
const spendRefused = msg`Insufficient balance`

/**
 * `errorMessage` for a request that spends the balance: 1025 says "insufficient balance / withdraw amount
 * exceeds allowed", and the withdrawal half means nothing there.
 */
export function spendErrorMessage(i18n: I18n, error: unknown, values?: Values): string {
  return isApiError(error) && error.kind === 'code' && error.errCode === 1025 ? i18n._(spendRefused) : errorMessage(i18n, error, values)
}

/** Whatever a call threw, as text for a toast. */
export function errorMessage(i18n: I18n, error: unknown, values?: Values): string {
  if (!isApiError(error)) return i18n._(KIND_MESSAGES.generic)
  switch (error.kind) {
    case 'code':
      return error.errCode === undefined ? i18n._(KIND_MESSAGES.generic) : codeMessage(i18n, error.errCode, values)
    case 'info':
      return error.info?.trim() || i18n._(KIND_MESSAGES.generic)
    default:
      return i18n._(KIND_MESSAGES[error.kind])
  }
}
