/**
 * `npm run mock-api -- --port 3100 [--scenario default] [--dialect ours|alt] [--media inline|files] [--host 127.0.0.1] [--log]`:
 * the demo's Mirage simulation over real HTTP, for running the production build against it.
 * `--dialect alt` answers in the other reading of the API's open points (mocks/lib/dialect.ts).
 * `--media files` serves the simulation's images (banners, article covers) as files of this server,
 * as an operator's server does, instead of inline `data:` addresses.
 * State lives in memory for the life of the process.
 */
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { isDialect, type Dialect } from './lib/dialect'
import { createNodeMirage } from './lib/node-bridge'

export interface MockApiOptions {
  /** 0 picks a free port. */
  port?: number
  host?: string
  scenario?: string
  dialect?: Dialect
  seed?: number
  now?: () => number
  /** Prints one line per request. */
  log?: boolean | ((line: string) => void)
  /** 'files': images as files of this server (`/media/…`), each fetched on its own; 'inline' (default): `data:` addresses. */
  media?: MediaMode
}

export type MediaMode = 'inline' | 'files'
export const isMediaMode = (x: unknown): x is MediaMode => x === 'inline' || x === 'files'

export interface MockApi {
  /** e.g. http://127.0.0.1:3100 — the app's apiWebUrl */
  url: string
  close(): Promise<void>
}

const CORS_HEADERS = {
  // The production build is served from another origin; the API has no cookies, so * is enough.
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
}

const MAX_BODY_BYTES = 1_000_000

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) reject(new Error('body too large'))
      else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' })
  res.end(body)
}

const errorBody = (code: number, info: string) => JSON.stringify({ code, data: null, info })

const INLINE_IMAGE = /^data:(image\/[\w+.-]+)(;base64)?,(.*)$/s

/**
 * Media as files: every inline image in an answer becomes `<base>/media/<hash>.<ext>`, kept in `files`
 * for GET. The answers are otherwise unchanged, byte for byte when they carry no image.
 */
function mediaAsFiles(body: string, base: string, files: Map<string, { type: string; bytes: Buffer }>): string {
  if (!body.includes('"data:image/')) return body
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const m = INLINE_IMAGE.exec(value)
      if (!m) return value
      const [, type, base64, payload] = m as unknown as [string, string, string | undefined, string]
      const bytes = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8')
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${type === 'image/svg+xml' ? 'svg' : type.slice(6)}`
      files.set(name, { type, bytes })
      return `${base}/media/${name}`
    }
    if (Array.isArray(value)) return value.map(swap)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)]))
    return value
  }
  try {
    return JSON.stringify(swap(JSON.parse(body)))
  } catch {
    return body
  }
}

/** The server's address as its client sees it: a TLS-terminating proxy in front says so in `X-Forwarded-*`. */
function publicBase(req: IncomingMessage, own: string): string {
  const host = req.headers['x-forwarded-host']
  const proto = req.headers['x-forwarded-proto']
  return typeof host === 'string' && (proto === 'https' || proto === 'http') ? `${proto}://${host}` : own
}

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const { port = 3100, host = '127.0.0.1', scenario = 'default', media = 'inline' } = options
  const log = typeof options.log === 'function' ? options.log : options.log ? (line: string) => console.log(line) : undefined
  const mirage = await createNodeMirage({ scenario, seed: options.seed, now: options.now, dialect: options.dialect })
  const mediaFiles = new Map<string, { type: string; bytes: Buffer }>()
  let url = ''

  const http = createServer((req, res) => {
    const started = performance.now()
    const method = req.method ?? 'GET'
    const target = new URL(req.url ?? '/', 'http://x')
    const path = target.pathname + target.search
    res.on('finish', () => log?.(`${method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`))

    if (method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS)
      res.end()
      return
    }
    const file = method === 'GET' && target.pathname.startsWith('/media/') ? mediaFiles.get(target.pathname.slice(7)) : undefined
    if (file) {
      // Hashed names: a file never changes.
      res.writeHead(200, { ...CORS_HEADERS, 'Content-Type': file.type, 'Cache-Control': 'public, max-age=31536000, immutable' })
      res.end(file.bytes)
      return
    }
    if (!target.pathname.startsWith('/api/')) return send(res, 404, errorBody(404, `not found: ${target.pathname}`))
    readBody(req)
      .then((body) => mirage.dispatch(method, path, body, req.headers['content-type']))
      .then(({ status, body }) => send(res, status, media === 'files' ? mediaAsFiles(body, publicBase(req, url), mediaFiles) : body))
      .catch((error: unknown) => send(res, 500, errorBody(500, error instanceof Error ? error.message : String(error))))
  })

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(port, host, () => resolve())
  })
  const { port: actualPort } = http.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host

  url = `http://${urlHost}:${actualPort}`

  let closing: Promise<void> | undefined
  return {
    url,
    close() {
      closing ??= new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      }).then(() => mirage.shutdown())
      return closing
    },
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3100' },
      host: { type: 'string', default: '127.0.0.1' },
      scenario: { type: 'string', default: 'default' },
      dialect: { type: 'string', default: 'ours' },
      media: { type: 'string', default: 'inline' },
      log: { type: 'boolean', default: false },
    },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535, got ${values.port}`)
  if (!isDialect(values.dialect)) throw new Error(`--dialect must be ours or alt, got ${values.dialect}`)
  if (!isMediaMode(values.media)) throw new Error(`--media must be inline or files, got ${values.media}`)
  const { scenario, dialect, media } = values
  const api = await startMockApi({ port, host: values.host, scenario, dialect, media, log: values.log })
  console.log(`mock-api listening on ${api.url} (scenario ${scenario}, dialect ${dialect}, media ${media})`)

  const stop = (signal: string) => {
    console.log(`mock-api: ${signal}, closing`)
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
