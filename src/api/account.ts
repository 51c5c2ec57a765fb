/** Account calls: registration and passwords (login and the user's info: ./session.ts). Failures: ApiError, see ./errors.ts. */
import type { ApiClient } from './client'
import * as v from 'valibot'
import { ignored, isRecord } from './schema'
import { Token } from './session'

export interface RegisterBody {
  quhao: string
  username: string
  phone: string
  captcha: string
  password: string
  /** the password repeated */
  spassword: string
  /** the form's invitation (visit) code */
  invitation: string
  /** withdraw (payment) password */
  payPwd: string
}

export function register(client: ApiClient, body: RegisterBody): Promise<Token> {
  return client.call('/api/index/register', { ...body }, Token)
}

export interface SmsSendBody {
  quhao: string
  mobile: string
}

/** What sms_send answers: nothing the app needs, except a demo backend's `demoCode` (shown in demo mode only). */
const SmsSendData = v.pipe(
  v.unknown(),
  v.transform((x) => ({
    demoCode: isRecord(x) && (typeof x.demoCode === 'string' || typeof x.demoCode === 'number') ? String(x.demoCode) : undefined,
  })),
)
export type SmsSendResult = v.InferOutput<typeof SmsSendData>

/** Sends a captcha; resolves on code 1. data.errCode > 1000 (2050-2054) rejects with that code. */
export function sms_send(client: ApiClient, body: SmsSendBody): Promise<SmsSendResult> {
  return client.call('/api/index/sms_send', { ...body }, SmsSendData)
}

export interface RepasswdBody {
  /** the new login password */
  npasswd: string
  /** the current login password */
  passwd: string
}

/** Changes the login password. */
export async function repasswd(client: ApiClient, body: RepasswdBody): Promise<void> {
  await client.call('/api/Index/repasswd', { ...body }, ignored)
}

export interface ResetpaypwdBody {
  /** the current withdraw password; '' when the user has none (noPassword2 = 1) */
  srcpwd: string
  newpwd: string
  /** the new one repeated */
  newpwd2: string
}

/** Sets or changes the withdraw (payment) password. */
export async function resetpaypwd(client: ApiClient, body: ResetpaypwdBody): Promise<void> {
  await client.call('/api/Index/resetpaypwd', { ...body }, ignored)
}
