import type { MockContext } from '../lib/context'
import type { MockServer } from '../models'
import { defaultScenario } from './default'
import { emptyScenario } from './empty'
import { vipScenario } from './vip'

export type Scenario = (server: MockServer, ctx: MockContext) => void

export const scenarios: Record<string, Scenario> = {
  default: defaultScenario,
  empty: emptyScenario,
  vip: vipScenario,
}

export const scenarioNames = Object.keys(scenarios)

export const isScenarioName = (name: string): boolean => Object.hasOwn(scenarios, name)
