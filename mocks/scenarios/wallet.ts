import type { MockContext } from '../lib/context'
import type { MockServer } from '../models'
import { defaultScenario } from './default'

/** The default data plus two saved withdrawal accounts for demo (a bank account and a USDT address). */
export function walletScenario(server: MockServer, ctx: MockContext): void {
  defaultScenario(server, ctx)
  const demo = server.schema.findBy('user', { username: 'demo' })!
  const base = { userId: demo.id!, createdAt: ctx.now() }
  server.schema.create('bankCard', {
    ...base,
    type: 'Bank',
    bank: 'Vietcombank',
    account: '0071001234567',
    username: 'Demo Trader',
    area: 'Hanoi Branch',
    address: '',
  })
  server.schema.create('bankCard', {
    ...base,
    type: 'USDT-TRC20',
    bank: '',
    account: '',
    username: '',
    area: '',
    address: 'TQ5NqZ8kX1v9Yb3cWm2Lr7Hd4Jf6Ga8Ps1',
  })
}
