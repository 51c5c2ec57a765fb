import type { Request, Response } from 'miragejs'
import type { AppSchema, MockServer } from '../models'
import { encodeAlt, type Dialect } from './dialect'
import { fail } from './envelope'

/** A request body as the app sends it: `{ ...params, lang, token? }`. */
export type Body = Record<string, unknown>

export interface HandlerArgs {
  schema: AppSchema
  body: Body
  request: Request
}

export type ApiHandler = (args: HandlerArgs) => Response

export function readBody(request: Request): Body | null {
  const raw = request.requestBody
  if (raw === null || raw === undefined || raw === '') return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Body) : null
  } catch {
    return null
  }
}

const firstWork = new WeakMap<MockServer, (schema: AppSchema) => void>()

/**
 * Work every API request of `server` does first, once, before its handler: the demo's lazy
 * settlement of what the clock has made due (handlers/index.ts), so every answer (a balance, the
 * income list) already includes it. The hook must be idempotent.
 */
export function beforeEveryRequest(server: MockServer, hook: (schema: AppSchema) => void): void {
  firstWork.set(server, hook)
}

const dialects = new WeakMap<MockServer, { dialect: Dialect; now: () => number }>()

/** The reading of the API `server`'s answers follow (lib/dialect.ts); 'ours' unless set. */
export function answerInDialect(server: MockServer, dialect: Dialect, now: () => number): void {
  dialects.set(server, { dialect, now })
}

/** A handler's answer in the server's dialect. */
function inDialect(server: MockServer, response: Response): Response {
  const speaking = dialects.get(server)
  const body = (response as unknown as { data?: unknown }).data
  if (speaking?.dialect !== 'alt' || typeof body !== 'object' || body === null || !('code' in body)) return response
  ;(response as unknown as { data: unknown }).data = encodeAlt(body as { code: unknown; data: unknown; info?: unknown }, speaking.now())
  return response
}

/**
 * Registers a POST API route. The real backend (PHP routing) ignores the case of controller
 * names and the API spells some paths both ways (`/api/index/register`, `/api/Index/login`),
 * so the lowercase form is registered too.
 */
export function apiPost(server: MockServer, path: string, handler: ApiHandler): void {
  const route = (schema: AppSchema, request: Request) => {
    firstWork.get(server)?.(schema)
    const body = readBody(request)
    if (!body) return inDialect(server, fail(1001))
    return inDialect(server, handler({ schema, body, request }))
  }
  server.post(path, route)
  if (path.toLowerCase() !== path) server.post(path.toLowerCase(), route)
}

/** A body field as trimmed text ('' when absent). */
export const textField = (body: Body, key: string): string => {
  const value = body[key]
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
}

/** A body field as a non-negative integer, or null when it is not one. */
export const intField = (body: Body, key: string): number | null => {
  const text = textField(body, key)
  return /^\d+$/.test(text) ? Number(text) : null
}
