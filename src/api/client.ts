import * as v from 'valibot'
import { loadOnFirstUse } from '../lib/load-on-first-use'
import { ApiError } from './errors'
import { REQUEST_TIMEOUT_MS, SUCCESS_CODE, apiBase, callUrl, requestJson } from './wire'

export { REQUEST_TIMEOUT_MS }

/** errCode 1039 is "operation successful": a catalogue code that is not a failure. */
const SUCCESS_ERRCODES = new Set([1039])
/** errCode 1062: "login invalid, log in again", which ends the session as body code 409/403 do. */
const LOGIN_INVALID_ERRCODE = 1062

export interface ApiClientOptions {
  /** `apiWebUrl` from ./manifest.json; an absolute URL (a relative one is resolved against the page). */
  baseUrl: string
  /** The API's `lang` value for the active locale (en | chs | cht | vi). */
  getLang: () => string
  getToken: () => string | null
  /**
   * Body code 409 or 403, or errCode 1062: called once per such answer, before the call rejects, with the refused
   * call (its `action`, when it had one, was not done: the server refused that very request).
   */
  onSessionEnd?: (refused: RefusedCall) => void
  timeout?: number
  /**
   * An answer to this very request (same URL, same body) already on its way, sent before the client
   * existed (a first load's reads: src/app/first-load.ts), to adopt instead of asking again.
   */
  adopt?: (url: string, json: Record<string, unknown>) => Promise<Response> | undefined
  log?: (message: string, detail?: unknown) => void
}

/** What a call does for the user beyond reading: a forced logout on its answer says it was not done. */
export type CallAction = 'order' | 'cancel'

export interface RefusedCall {
  path: string
  action?: CallAction
}

export interface CallOptions {
  /** Aborting rejects with the signal's reason (not an ApiError): the caller no longer wants the answer. */
  signal?: AbortSignal
  /** Hears the envelope's `info` (or `msg`) of a success answer, for a call whose `data` can still say "no". */
  onInfo?: (info: string | undefined) => void
  action?: CallAction
}

export interface ApiClient {
  /** POST `body` (+ lang, token) to `path`; resolves with the envelope's `data`, validated by `schema`. */
  call<S extends v.GenericSchema>(
    path: string,
    body: Record<string, unknown> | undefined,
    schema: S,
    options?: CallOptions,
  ): Promise<v.InferOutput<S>>
  /** The API's base URL now (`apiWebUrl`, absolute, without trailing slashes). */
  readonly baseUrl: string
}

/** The app's client: it can move to another address. */
export interface MovableApiClient extends ApiClient {
  /**
   * Calls from now on go to `apiWebUrl` (a return visit starts with the stored address and learns
   * the deployed one from manifest.json a moment later). Calls already sent keep their address.
   */
  moveTo(apiWebUrl: string): void
}

const envelope = v.looseObject({
  code: v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]),
  data: v.optional(v.unknown()),
  info: v.optional(v.unknown()),
  msg: v.optional(v.unknown()),
})

function errCodeOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || !('errCode' in data)) return undefined
  const n = Number((data as { errCode: unknown }).errCode)
  return Number.isFinite(n) ? n : undefined
}

function textOf(x: unknown): string | undefined {
  if (typeof x === 'string') return x.trim() || undefined
  return typeof x === 'number' ? String(x) : undefined
}

/**
 * A request that ran out of time, whichever deadline ended it: the call's own, or the one a request
 * sent before the client existed carries (`AbortSignal.timeout`, which can end first and rejects with
 * a DOMException named TimeoutError).
 */
function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError'
}

/**
 * The code that sends requests (ky, ./transport.ts), fetched with the first call that needs it; a
 * failed download is forgotten, so that the next call asks again.
 */
const transport = loadOnFirstUse(() => import('./transport'))
/** Fetches it ahead of a first request: at the page's first touch or key, or once it has settled (a stored login: src/app/first-load.ts preloads it). */
export const preloadTransport = transport.preload

/** `promise`, or the signal's reason once it aborts (an adopted early answer has no signal of its own). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

export function createApiClient(options: ApiClientOptions): MovableApiClient {
  let baseUrl = apiBase(options.baseUrl)
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS
  const log = options.log ?? ((message, detail) => console.warn(`[api] ${message}`, detail ?? ''))

  async function call<S extends v.GenericSchema>(
    path: string,
    body: Record<string, unknown> | undefined,
    schema: S,
    callOptions: CallOptions = {},
  ): Promise<v.InferOutput<S>> {
    const json = requestJson(body, options.getLang(), options.getToken())
    const url = callUrl(baseUrl, path)
    const { signal } = callOptions
    // The same request already sent during the first load: its answer goes through the same checks
    // (timeout, HTTP status, envelope) as a request sent now.
    const early = options.adopt?.(url, json)

    const deadline = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      deadline.abort(new DOMException(`no answer within ${timeout} ms`, 'TimeoutError'))
    }, timeout)
    const cancel = () => deadline.abort(signal?.reason)
    if (signal?.aborted) cancel()
    signal?.addEventListener('abort', cancel, { once: true })

    let response: Response
    let text = ''
    try {
      response = await untilAborted(
        early ??
          transport.load().then(({ post }) => {
            // Code that arrived after the deadline sends nothing: the call has already failed.
            deadline.signal.throwIfAborted()
            return post(url, json, deadline.signal)
          }),
        deadline.signal,
      )
      // An error status says it all: its body is not read.
      if (response.ok) text = await untilAborted(response.text(), deadline.signal)
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      if (timedOut || isTimeout(error)) {
        log(`timeout after ${timeout} ms: ${path}`)
        throw new ApiError('timeout', { path, cause: error })
      }
      log(`network error: ${path}`, error)
      throw new ApiError('network', { path, cause: error })
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', cancel)
    }
    if (!response.ok) {
      log(`HTTP ${response.status}: ${path}`)
      throw new ApiError('http', { status: response.status, path })
    }

    let raw: unknown
    try {
      raw = text ? JSON.parse(text) : undefined
    } catch (error) {
      log(`not JSON: ${path}`, text.slice(0, 200))
      throw new ApiError('malformed', { path, cause: error })
    }

    const parsed = v.safeParse(envelope, raw)
    if (!parsed.success) {
      log(`not an envelope: ${path}`, raw)
      throw new ApiError('malformed', { path })
    }
    const { code, data } = parsed.output
    const info = textOf(parsed.output.info) ?? textOf(parsed.output.msg)

    const errCode = errCodeOf(data)
    // The session is over: body code 409 or 403, or the catalogue's 1062 ("login invalid, log in again").
    if (code === 409 || code === 403 || errCode === LOGIN_INVALID_ERRCODE) {
      options.onSessionEnd?.(callOptions.action ? { path, action: callOptions.action } : { path })
      throw new ApiError('session', { path, info })
    }
    if (errCode !== undefined && errCode > 1000 && !SUCCESS_ERRCODES.has(errCode)) {
      throw new ApiError('code', { errCode, path, info })
    }
    if (code !== SUCCESS_CODE) throw new ApiError('info', { path, info })

    const result = v.safeParse(schema, data)
    if (!result.success) {
      // Each issue as `field.path: message` (valibot's own flatten would add ~0.25 kB to every first load for a log line).
      log(
        `unexpected data: ${path}`,
        result.issues.map((issue) => `${issue.path?.map((step) => String(step.key)).join('.') ?? ''}: ${issue.message}`),
      )
      throw new ApiError('malformed', { path, info })
    }
    callOptions.onInfo?.(info)
    return result.output
  }

  return {
    call,
    get baseUrl() {
      return baseUrl
    },
    moveTo(apiWebUrl) {
      baseUrl = apiBase(apiWebUrl)
    },
  }
}
