// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module of the bench, without types
import { serve } from './lighthouse.mjs'

interface Closer {
  close: () => void
}
const cleanup: Array<() => void> = []
afterEach(() => {
  for (const step of cleanup.splice(0)) step()
})

/** A stand-in API on loopback: answers each request with what it received. */
async function echoApi(): Promise<string> {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }))
    })
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  cleanup.push(() => server.close())
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A build's directory with an index.html and one asset. */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'serve-test-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(dir, 'app.js'), 'export {}')
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

async function started(dir: string, overrides: Record<string, string>, options: { api?: string }): Promise<string> {
  const server = (await serve(dir, overrides, options)) as Closer & { url: string }
  cleanup.push(() => server.close())
  return server.url
}

describe("the bench's static host (scripts/lighthouse.mjs serve)", () => {
  it("with `api`, the API's paths pass to it with the client's host and scheme; the rest is the build's, with the SPA fallback", async () => {
    const api = await echoApi()
    const url = await started(build(), { '/manifest.json': JSON.stringify({ apiWebUrl: '' }) }, { api })
    const host = new URL(url).host

    const call = await fetch(`${url}/api/Index/getconfig`, {
      method: 'POST',
      body: '{"lang":"en"}',
      headers: { 'content-type': 'application/json' },
    })
    const seen = (await call.json()) as { method: string; url: string; headers: IncomingHttpHeaders; body: string }
    expect(seen).toMatchObject({ method: 'POST', url: '/api/Index/getconfig', body: '{"lang":"en"}' })
    expect(seen.headers['x-forwarded-host']).toBe(host)
    expect(seen.headers['x-forwarded-proto']).toBe('http')
    expect(((await (await fetch(`${url}/media/banner-1.svg`)).json()) as { url: string }).url).toBe('/media/banner-1.svg')

    expect(await (await fetch(`${url}/manifest.json`)).json()).toEqual({ apiWebUrl: '' })
    expect(await (await fetch(`${url}/help/26`)).text()).toContain('<title>app</title>')
    expect(await (await fetch(`${url}/app.js`)).text()).toBe('export {}')
  })

  it('without `api`, an API path is not passed on: a path without an extension is the app’s page', async () => {
    const url = await started(build(), {}, {})
    const answer = await fetch(`${url}/api/Index/getconfig`, { method: 'POST', body: '{}' })
    expect(await answer.text()).toContain('<title>app</title>')
    expect((await fetch(`${url}/media/banner-1.svg`)).status).toBe(404)
  })
})
