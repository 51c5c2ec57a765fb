import type { MockServer } from '../../../mocks/models'

/** The story's Mirage server (published as window.server by Mirage's 'test' environment). Stories only. */
export function storyMirage(): MockServer {
  const server = (globalThis as unknown as { server?: MockServer }).server
  if (!server) throw new Error('story: no Mirage server on window.server')
  return server
}
