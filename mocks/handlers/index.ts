import type { MockContext } from '../lib/context'
import { notFound } from '../lib/envelope'
import { answerInDialect, beforeEveryRequest } from '../lib/route'
import { settleDue } from '../simulation/due'
import type { MockServer } from '../models'
import { accountRoutes } from './account'
import { configRoutes } from './config'
import { gameRoutes } from './game'
import { gameOrderRoutes } from './game-orders'
import { contentRoutes } from './content'
import { walletRoutes } from './wallet'
import { miningRoutes } from './mining'

/** Each API module of src/api has its handlers in the file of the same name here, registered in this list. */
const AREAS = [configRoutes, accountRoutes, walletRoutes, contentRoutes, gameRoutes, gameOrderRoutes, miningRoutes]

export function isApiUrl(url: string, urlPrefix: string): boolean {
  const base = urlPrefix || globalThis.location?.href || 'http://localhost/'
  const parsed = new URL(url, base)
  const sameOrigin = !urlPrefix || parsed.origin === new URL(urlPrefix).origin
  return sameOrigin && parsed.pathname.startsWith('/api/')
}

export function registerRoutes(server: MockServer, ctx: MockContext): void {
  // Rounds drawn and contracts matured since the last request are settled before any handler reads.
  beforeEveryRequest(server, (schema) => settleDue(schema, ctx.seed, ctx.now()))
  answerInDialect(server, ctx.dialect, ctx.now)
  for (const register of AREAS) register(server, ctx)

  // An unknown API path gets a JSON 404 instead of Mirage's "no route defined" exception.
  const unknown = (_schema: unknown, request: { url: string }) => notFound(new URL(request.url, 'http://x').pathname)
  server.get('/api/*path', unknown)
  server.post('/api/*path', unknown)

  // Everything else (./manifest.json, vite assets and HMR, other origins) reaches the network.
  server.passthrough((request) => !isApiUrl(request.url, server.urlPrefix))
}
