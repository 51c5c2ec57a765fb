// @vitest-environment node
// The order test files start in (tests/sequencer.ts): the soak, small and long, first even where Vitest has
// no record of an earlier run and would start the largest files first.
import { describe, expect, test } from 'vitest'
import type { TestSpecification, Vitest } from 'vitest/node'
import { RunFirstSequencer } from '../sequencer'

const ROOT = '/repo'

/** A spec of `project` (its group order) for a file of `size` bytes. */
function spec(path: string, size: number, project = 'e2e', groupOrder = 1) {
  return { moduleId: `${ROOT}/${path}`, size, project: { name: project, config: { sequence: { groupOrder }, isolate: true } } }
}
type FakeSpec = ReturnType<typeof spec>

/** A sequencer over a Vitest whose cache holds `durations` (ms by path) of an earlier run, or nothing. */
function sequencer(files: FakeSpec[], durations?: Record<string, number>) {
  const key = (k: string) => k.slice(k.indexOf(':') + 1)
  const ctx = {
    config: { root: ROOT },
    cache: {
      getFileTestResults: (k: string) => (durations ? { duration: durations[key(k)] ?? 0, failed: false } : undefined),
      getFileStats: (k: string) => ({ size: files.find((f) => f.moduleId === `${ROOT}/${key(k)}`)!.size }),
    },
  }
  return new RunFirstSequencer(ctx as unknown as Vitest)
}

const order = async (files: FakeSpec[], durations?: Record<string, number>) =>
  (await sequencer(files, durations).sort(files as unknown as TestSpecification[])).map((s) => s.moduleId.slice(ROOT.length + 1))

const FILES = [
  spec('tests/e2e/soak.e2e.ts', 3_000),
  spec('tests/e2e/layout.e2e.ts', 25_000),
  spec('tests/e2e/tabs.e2e.ts', 2_000),
  spec('tests/e2e/wallet.e2e.ts', 9_000),
  spec('src/lib/money.test.ts', 4_000, 'unit', 0),
]

describe('RunFirstSequencer', () => {
  test('no earlier run: the soak first, then the largest files; the unit group stays before the e2e group', async () => {
    expect(await order(FILES)).toEqual([
      'src/lib/money.test.ts',
      'tests/e2e/soak.e2e.ts',
      'tests/e2e/layout.e2e.ts',
      'tests/e2e/wallet.e2e.ts',
      'tests/e2e/tabs.e2e.ts',
    ])
  })

  test('with an earlier run: the soak first, then the longest', async () => {
    const durations = {
      'tests/e2e/soak.e2e.ts': 140_000,
      'tests/e2e/layout.e2e.ts': 150_000,
      'tests/e2e/tabs.e2e.ts': 6_000,
      'tests/e2e/wallet.e2e.ts': 27_000,
    }
    expect(await order(FILES, durations)).toEqual([
      'src/lib/money.test.ts',
      'tests/e2e/soak.e2e.ts',
      'tests/e2e/layout.e2e.ts',
      'tests/e2e/wallet.e2e.ts',
      'tests/e2e/tabs.e2e.ts',
    ])
  })
})
