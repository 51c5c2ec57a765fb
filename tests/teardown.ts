/**
 * What a test helper started and the test's end must stop: actors with timers, demo backends, the
 * UI kit's own React roots. Helpers register here; tests/setup.ts runs everything after each test,
 * so no timer, fetch or render of one test outlives its page (a React task left queued when the
 * jsdom environment goes away fails the whole run with "window is not defined").
 */
const pending: Array<() => void | Promise<void>> = []

/** Runs `stop` once after the current test, newest first. */
export function onTeardown(stop: () => void | Promise<void>): void {
  pending.push(stop)
}

export async function runTeardowns(): Promise<void> {
  const errors: unknown[] = []
  for (let stop = pending.pop(); stop; stop = pending.pop()) {
    try {
      await stop()
    } catch (error) {
      errors.push(error)
    }
  }
  if (errors.length) throw new AggregateError(errors, 'teardown failed')
}
