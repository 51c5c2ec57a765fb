/** A real loopback HTTP server for API tests: records every request, answers per test. */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  /** the parsed JSON body (undefined when the body was not JSON) */
  body: Record<string, unknown> | undefined
}

export type Reply =
  /** a JSON value, sent with status 200 unless `status` is given */
  | { json: unknown; status?: number; delayMs?: number }
  /** raw text (HTML, broken JSON, …) */
  | { text: string; status?: number; contentType?: string; delayMs?: number }
  /** headers are sent, the body never ends */
  | { stallBody: true }
  /** no answer at all */
  | { never: true }

export type Handler = (request: RecordedRequest) => Reply

export interface TestServer {
  url: string
  requests: RecordedRequest[]
  handle(handler: Handler): void
  close(): Promise<void>
}

export async function startServer(initial: Handler = () => ({ json: { code: 1, data: null } })): Promise<TestServer> {
  let handler = initial
  const requests: RecordedRequest[] = []
  const open = new Set<ServerResponse>()

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: Record<string, unknown> | undefined
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined
      } catch {
        body = undefined
      }
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
      requests.push(recorded)
      const reply = handler(recorded)
      open.add(res)
      res.on('close', () => open.delete(res))
      if ('never' in reply) return
      if ('stallBody' in reply) {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"code":1,')
        return
      }
      const send = () => {
        if ('json' in reply) {
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
          res.end(JSON.stringify(reply.json))
        } else {
          res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'text/html' })
          res.end(reply.text)
        }
      }
      if (reply.delayMs) setTimeout(send, reply.delayMs)
      else send()
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next
    },
    close() {
      for (const res of open) res.destroy()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** A success envelope. */
export const ok = (data: unknown): Reply => ({ json: { code: 1, data, info: 'ok' } })
