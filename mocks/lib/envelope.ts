import { Response } from 'miragejs'

const JSON_HEADERS = { 'Content-Type': 'application/json' }

/** English texts of the catalogue codes the mock answers with (the app translates by code). */
const INFO: Record<number, string> = {
  1001: 'incomplete parameters',
  1002: 'user does not exist',
  1003: 'wrong login password',
  1025: 'insufficient balance',
  1062: 'login invalid, log in again',
}

/** The backend's envelope: always HTTP 200, the outcome is in the body's `code`. */
export const envelope = (code: number, data: unknown, info: string) => new Response(200, JSON_HEADERS, { code, data, info })

export const ok = (data: unknown = null, info = 'success') => envelope(1, data, info)

export const fail = (errCode: number, info = INFO[errCode] ?? 'failed') => envelope(0, { errCode }, info)

/** Body code 409: the app ends the session. */
export const sessionOver = () => envelope(409, null, 'login invalid')

/** A path the backend does not have: a real HTTP 404, as an nginx in front of it would answer. */
export const notFound = (path: string) => new Response(404, JSON_HEADERS, { code: 404, data: null, info: `not found: ${path}` })
