/**
 * What can go wrong with a call, as data: views translate it (src/i18n/error-message.ts),
 * machines keep it in context. Nothing here knows about UI or languages.
 */
export type ApiErrorKind =
  /** body `data.errCode` > 1000: a catalogue code */
  | 'code'
  /** a non-success body without a catalogue code: the server's `info` is the message */
  | 'info'
  /** body code 409 or 403: the session is over */
  | 'session'
  /** HTTP status other than 2xx (401/403 included): logged, retryable */
  | 'http'
  /** no answer within the timeout (6000 ms) */
  | 'timeout'
  /** the request never reached a server (offline, DNS, CORS) */
  | 'network'
  /** the server answered something that is not the documented envelope or shape */
  | 'malformed'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly errCode?: number
  readonly info?: string
  readonly status?: number
  readonly path?: string

  constructor(kind: ApiErrorKind, opts: { errCode?: number; info?: string; status?: number; path?: string; cause?: unknown } = {}) {
    super(
      `${kind}${opts.errCode ? ` ${opts.errCode}` : ''}${opts.status ? ` HTTP ${opts.status}` : ''}${opts.path ? ` at ${opts.path}` : ''}${opts.info ? `: ${opts.info}` : ''}`,
      { cause: opts.cause },
    )
    this.name = 'ApiError'
    this.kind = kind
    this.errCode = opts.errCode
    this.info = opts.info
    this.status = opts.status
    this.path = opts.path
  }

  /** Worth offering "try again": the failure says nothing about the request itself. */
  get retryable(): boolean {
    return this.kind === 'http' || this.kind === 'timeout' || this.kind === 'network' || this.kind === 'malformed'
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/**
 * A backend without one of the calls the spec leaves unnamed (our names) answers 404 (or 405, 501) or a
 * non-success code without a catalogue code: the screen then says "not available" instead of offering a
 * retry.
 */
export const isNotAvailable = (error: unknown): boolean =>
  isApiError(error) &&
  ((error.kind === 'http' && (error.status === 404 || error.status === 405 || error.status === 501)) || error.kind === 'info')
