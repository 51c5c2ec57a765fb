import { createServer, type Server } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { AddressInfo } from 'node:net'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

export interface StaticServerOptions {
  root: string
  /** Files served from memory instead of `root`, by URL path (e.g. '/manifest.json'). */
  overrides?: Record<string, string>
  /** A Content-Security-Policy header sent with every response (the deployment's policy, README). */
  csp?: string
}

/** The OKX public price feed, the only other origin the app connects to. */
export const PRICE_FEED_ORIGIN = 'wss://ws.okx.com:8443'

/**
 * The built app's Content-Security-Policy (README "Deployment"): no inline script, connections only to
 * the page's own origin, the API origin from manifest.json (`apiWebUrl`) and the price feed, and images
 * from the page, `data:` and the API origin (the API's banners and article covers).
 */
export function contentSecurityPolicy(apiWebUrl?: string): string {
  const api = apiWebUrl ? ` ${new URL(apiWebUrl).origin}` : ''
  return [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src 'self'${api} ${PRICE_FEED_ORIGIN}`,
    `img-src 'self' data:${api}`,
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * What the README's server config tells browsers to keep: the build's hashed files (`/assets/`) for a year,
 * nothing else (index.html, manifest.json, the service worker). A page loaded again in the same context
 * then takes the scripts and V8's compiled code from the HTTP cache, as a phone does: on the 2-core dev
 * machine the e2e files took 1133 s of worker time instead of 1381 s with nothing kept.
 */
const cacheControl = (pathname: string, status: number) =>
  status === 200 && pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store'

/**
 * A plain SPA host, like nginx `try_files $uri /index.html`: a file if it exists, index.html for
 * any other path that looks like a page (no extension). A missing asset is a 404, not HTML,
 * so a wrong asset URL fails loudly instead of as a MIME-type puzzle.
 */
export async function startStaticServer({ root, overrides = {}, csp }: StaticServerOptions): Promise<StaticServer> {
  const rootDir = normalize(root + sep)
  const server: Server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end()
        return
      }
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
      const send = (status: number, type: string, body: Buffer | string) => {
        res.writeHead(status, {
          'content-type': type,
          'cache-control': cacheControl(pathname, status),
          'content-length': Buffer.byteLength(body),
          ...(csp ? { 'content-security-policy': csp } : {}),
        })
        res.end(req.method === 'HEAD' ? undefined : body)
      }
      if (Object.hasOwn(overrides, pathname)) {
        send(200, TYPES[extname(pathname)] ?? 'application/octet-stream', overrides[pathname]!)
        return
      }
      const file = normalize(join(rootDir, pathname))
      if (!file.startsWith(rootDir) && file + sep !== rootDir) {
        send(403, 'text/plain', 'forbidden')
        return
      }
      const info = await stat(file).catch(() => null)
      if (info?.isFile()) {
        send(200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file))
        return
      }
      if (extname(pathname) !== '') {
        send(404, 'text/plain; charset=utf-8', `not found: ${pathname}`)
        return
      }
      send(200, TYPES['.html']!, await readFile(join(rootDir, 'index.html')))
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
