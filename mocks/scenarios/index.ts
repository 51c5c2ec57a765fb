import type { MockContext } from '../lib/context'
import type { MockServer } from '../models'
import { defaultScenario } from './default'
import { emptyScenario } from './empty'
import { vipScenario } from './vip'
import { walletScenario } from './wallet'

export type Scenario = (server: MockServer, ctx: MockContext) => void

export const scenarios: Record<string, Scenario> = {
  default: defaultScenario,
  empty: emptyScenario,
  vip: vipScenario,
  /** demo with two saved withdrawal accounts */
  wallet: walletScenario,
}

export const scenarioNames = Object.keys(scenarios)

export const isScenarioName = (name: string): boolean => Object.hasOwn(scenarios, name)
