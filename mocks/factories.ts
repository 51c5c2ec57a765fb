import { Factory, trait } from 'miragejs'
import type { Random } from './lib/random'

const FIRST = ['Lucky', 'Swift', 'Golden', 'Silent', 'Bold', 'Clever', 'Happy', 'Brave']
const LAST = ['Tiger', 'Falcon', 'Dragon', 'Panda', 'Trader', 'Whale', 'Fox', 'Otter']

/** Factories draw from the server's seeded Random, so the same seed gives the same people. */
export function createFactories(random: Random) {
  return {
    user: Factory.extend({
      username: (i: number) => `player${String(i + 1).padStart(3, '0')}`,
      password: 'abc123',
      payPwd: 'pay123' as string | null,
      quhao: '+84',
      nickname: () => `${random.pick(FIRST)} ${random.pick(LAST)}`,
      level: 1,
      // Balances start at zero: scenarios fund users through lib/ledger.ts, so every
      // balance equals the sum of its fund log.
      moneyCents: 0,
      totalWinCents: 0,
      token: null as string | null,

      newbie: trait({ level: 1, payPwd: null }),
      noWithdrawPassword: trait({ payPwd: null }),
      gold: trait({ level: 3 }),
      vip: trait({ level: () => random.int(5, 8) }),
    }),
  }
}
