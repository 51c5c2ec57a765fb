/**
 * Runs the browser-shaped Mirage simulation in plain Node (Mirage itself is written for the browser;
 * this lets it serve HTTP from Node 20). Pretender needs browser globals while it installs and while a request enters it;
 * each of those moments runs inside `withBrowserGlobals`, which puts every global back as it
 * was, so the rest of the process keeps Node's own fetch, Request, Response and Headers.
 */
import type { MockServer } from '../models'
import type { MakeServerOptions } from '../server'

/** Only the bridge sends requests here; the origin never reaches the network. */
export const BRIDGE_ORIGIN = 'http://mock-api.internal'

const SWAPPED = ['self', 'window', 'location', 'XMLHttpRequest', 'server', 'fetch', 'Request', 'Response', 'Headers'] as const

type Globals = Record<(typeof SWAPPED)[number], unknown>
type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; text(): Promise<string> }>

class StubXMLHttpRequest {
  open(): void {
    throw new Error('mock-api: no real XMLHttpRequest in Node (passthrough is not supported here)')
  }
}

function withBrowserGlobals<T>(fn: () => T, xhr: unknown = StubXMLHttpRequest): T {
  const g = globalThis as unknown as Globals
  const saved = SWAPPED.map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const)
  g.self = g.window = globalThis
  g.location = new URL(`${BRIDGE_ORIGIN}/`)
  g.XMLHttpRequest = xhr
  try {
    return fn()
  } finally {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor)
      else delete (globalThis as Record<string, unknown>)[key]
    }
  }
}

export interface NodeMirage {
  server: MockServer
  /** Sends one request through pretender's fetch into Mirage; resolves with status and body text. */
  dispatch(method: string, path: string, body: string | undefined, contentType?: string): Promise<{ status: number; body: string }>
  shutdown(): void
}

/**
 * pretender's CommonJS build (what Node resolves) captures `self` once, when first loaded, and
 * reads XMLHttpRequest and fetch from it ever after: it must be globalThis at that moment.
 * Hence a dynamic import, and no static import of miragejs on this path.
 */
async function loadServerModule(): Promise<typeof import('../server')> {
  const g = globalThis as Record<string, unknown>
  const hadSelf = 'self' in g
  const hadPretender = 'Pretender' in g
  if (!hadSelf) g.self = globalThis
  try {
    return await import('../server')
  } finally {
    if (!hadSelf) delete g.self
    if (!hadPretender) delete g.Pretender
  }
}

export type NodeMirageOptions = Omit<MakeServerOptions, 'urlPrefix' | 'environment' | 'storage' | 'timing'>

export async function createNodeMirage(options: NodeMirageOptions = {}): Promise<NodeMirage> {
  const { makeServer } = await loadServerModule()
  let interceptor: unknown
  let pretenderFetch: FetchLike | undefined
  const server = withBrowserGlobals(() => {
    let created: MockServer
    try {
      created = makeServer({ ...options, environment: 'test', urlPrefix: BRIDGE_ORIGIN, logging: false })
    } catch (error) {
      if (error instanceof TypeError) {
        throw new Error(
          'mock-api: miragejs was loaded before the Node bridge set up its globals; start the mock API before importing mocks/server',
          { cause: error },
        )
      }
      throw error
    }
    interceptor = (globalThis as unknown as Globals).XMLHttpRequest
    pretenderFetch = (globalThis as unknown as Globals).fetch as FetchLike
    return created
  })
  if (!pretenderFetch || (pretenderFetch as { polyfill?: boolean }).polyfill !== true) {
    throw new Error('mock-api: Mirage did not install its fetch interceptor')
  }
  const fetchIntoMirage = pretenderFetch

  return {
    server,
    async dispatch(method, path, body, contentType = 'application/json') {
      const init = {
        method,
        headers: { 'Content-Type': contentType },
        ...(body === undefined || method === 'GET' || method === 'HEAD' ? {} : { body }),
      }
      // pretender's fetch creates its XMLHttpRequest synchronously, so the globals are needed only for this call.
      const response = await withBrowserGlobals(() => fetchIntoMirage(`${BRIDGE_ORIGIN}${path}`, init), interceptor)
      return { status: response.status, body: await response.text() }
    },
    shutdown() {
      withBrowserGlobals(() => server.shutdown(), interceptor)
    },
  }
}
