/**
 * How the API client sends a request: ky, loaded with the first request that needs it. A first load's
 * reads are sent before the app runs (src/app/first-load.ts) and the client adopts their answers
 * without sending anything, so a first screen served by them needs no transport at all; ky (~5 kB gzip)
 * then arrives after that screen (`preloadTransport` in ./client.ts), not beside the entry.
 */
import ky from 'ky'

/**
 * ky 1 hands fetch a clone of its Request, whose body is then a stream: the browser still sends it,
 * but DevTools (and the e2e suite, through CDP) see no payload. Send the JSON as text.
 */
async function sendAsText(input: Parameters<typeof fetch>[0]): Promise<Response> {
  const req = input as Request
  // globalThis.fetch at call time: the demo backend (Mirage) swaps it in.
  return globalThis.fetch(req.url, { method: req.method, headers: req.headers, body: await req.text(), signal: req.signal })
}

// One ky instance. No retries: a POST is not idempotent (an order must never be sent twice). No
// timeout of its own: the client's deadline bounds the whole call, headers and body together (ky's
// own timeout stops at the headers). No HTTP errors either: the client reads the status itself, the
// same way for an answer it adopted.
const http = ky.create({
  timeout: false,
  retry: 0,
  fetch: sendAsText,
  throwHttpErrors: false,
  headers: { accept: 'application/json' },
})

/** POSTs `json` to `url`; resolves with the response whatever its status, rejects as fetch does. */
export function post(url: string, json: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
  return http.post(url, { json, signal })
}
