// Runs the Mirage-backed HTTP API in its own process (Mirage patches globals; the test runner's
// process stays clean). Prints one line `MOCK_API_URL=<url>`; exits when its parent goes away.
import { startMockApi } from '../../mocks/http-server'

const scenario = process.env.MOCK_SCENARIO ?? 'default'
const api = await startMockApi({ port: 0, host: '127.0.0.1', scenario })
process.stdout.write(`MOCK_API_URL=${api.url}\n`)

let closing = false
const stop = async () => {
  if (closing) return
  closing = true
  const timer = setTimeout(() => process.exit(0), 2000)
  timer.unref()
  try {
    await api.close()
  } finally {
    process.exit(0)
  }
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
// The parent holds our stdin open; when it exits (even by crash), stdin ends and so do we.
process.stdin.on('end', stop)
process.stdin.on('close', stop)
process.stdin.resume()
