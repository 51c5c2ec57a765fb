import type { MockContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { apiPost } from '../lib/route'
import type { MockServer } from '../models'

/** The demo's app config, in the wire names src/api/config.ts reads (`kefu` is the support URL). */
export const DEMO_CONFIG = {
  kefu: 'https://example.com/demo-support',
  currency: 'USD',
  rechargeMin: '10.00',
  android_version: 'v1.0.0 (demo)',
  ios_version: 'v1.0.0 (demo)',
  demo: 1,
  /** The referral code the demo's register screen suggests (mocks/handlers/account.ts accepts it). */
  demoInvitation: 'DEMO88',
}

export function configRoutes(server: MockServer, _ctx: MockContext): void {
  apiPost(server, '/api/Index/getconfig', () => ok(DEMO_CONFIG))
}
