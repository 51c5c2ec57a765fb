// The servers of this worker's stack. e2e files run two at a time (vitest.config.ts); the mock APIs hold
// state (users, balances, orders, sessions), so global-setup.ts starts one stack per worker and a file
// uses its worker's: files running side by side never share a server's state.
import { inject } from 'vitest'
import type { E2eStack } from './global-setup'

export function servers(): E2eStack {
  const stacks = inject('stacks')
  // 1…maxWorkers, distinct among the files running at one time
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  return stacks[(worker - 1) % stacks.length]!
}
