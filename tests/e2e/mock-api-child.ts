// Runs the Mirage-backed HTTP API in its own process (Mirage patches globals; the test runner's
// process stays clean). Prints one line `MOCK_API_URL=<url>`; exits when its parent goes away.
import { isMediaMode, startMockApi } from '../../mocks/http-server'
import { isDialect } from '../../mocks/lib/dialect'

const scenario = process.env.MOCK_SCENARIO ?? 'default'
// MOCK_CLOCK_START (epoch ms): the API's clock starts there and runs at real speed, so a test knows
// where in a round it is (rounds and betting windows follow ctx.now()).
const clockStart = Number(process.env.MOCK_CLOCK_START)
const launched = Date.now()
const now = Number.isFinite(clockStart) && clockStart > 0 ? () => clockStart + (Date.now() - launched) : undefined
// MOCK_DIALECT: 'ours' (default) or 'alt', the other reading of the API's open points
const dialect = isDialect(process.env.MOCK_DIALECT) ? process.env.MOCK_DIALECT : 'ours'
// MOCK_MEDIA: 'inline' (default) or 'files', images as files of the API's server
const media = isMediaMode(process.env.MOCK_MEDIA) ? process.env.MOCK_MEDIA : 'inline'
const api = await startMockApi({ port: 0, host: '127.0.0.1', scenario, now, dialect, media })
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
