import type { MockServer } from '../mocks/models'

/**
 * The story's Mirage server. Mirage in its 'test' environment (what decorators/app.tsx starts per
 * story) publishes itself as window.server; stories use it to set up a state no scenario has (a
 * failing call, a user without a withdraw password). Stories only.
 */
export function storyMirage(): MockServer {
  const server = (globalThis as unknown as { server?: MockServer }).server
  if (!server) throw new Error('story: no Mirage server on window.server')
  return server
}
