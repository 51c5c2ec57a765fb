// A private stack for one test: a mock API of its own (its clock set, its reading of the wire chosen) and
// the production build served pointed at it, with the deployment's CSP.
import type { ChildProcess } from 'node:child_process'
import { inject } from 'vitest'
import { startMockApiChild, stopChild } from './global-setup'
import type { WireDialect } from './helpers'
import { contentSecurityPolicy, startStaticServer } from './static-server'

export interface PrivateStack {
  /** The mock API's URL. */
  api: string
  /** The production build's URL. */
  site: string
  stop(): Promise<void>
}

/**
 * `clockStart` (epoch ms): the API's clock starts there and runs at real speed (default: now).
 * `media: 'files'`: the API's images are files of its server, as an operator's are (mocks/http-server.ts).
 */
export async function startPrivateStack(
  dialect: WireDialect,
  clockStart = Date.now(),
  media: 'inline' | 'files' = 'inline',
): Promise<PrivateStack> {
  const api: { url: string; child: ChildProcess } = await startMockApiChild({
    MOCK_DIALECT: dialect,
    MOCK_CLOCK_START: String(clockStart),
    MOCK_MEDIA: media,
  })
  api.child.removeAllListeners('exit')
  const site = await startStaticServer({
    root: inject('distDir'),
    overrides: { '/manifest.json': JSON.stringify({ apiWebUrl: api.url }) },
    csp: contentSecurityPolicy(api.url),
  }).catch(async (error: unknown) => {
    await stopChild(api.child)
    throw error
  })
  return {
    api: api.url,
    site: site.url,
    async stop() {
      await site.close().catch(() => undefined)
      await stopChild(api.child)
    },
  }
}
