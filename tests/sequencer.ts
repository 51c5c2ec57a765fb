import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that run long for their size, by path suffix, in the order they start. Vitest starts the files
 * that took longest last time first; on a machine with no record of an earlier run (a CI clone) it starts
 * the largest files first, and these small ones would start last and run on alone at the end.
 */
export const RUN_FIRST = ['tests/e2e/soak.e2e.ts']

/** Vitest's order, except that the files of RUN_FIRST start before the others of their project. */
export class RunFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      const at = RUN_FIRST.findIndex((suffix) => spec.moduleId.replaceAll('\\', '/').endsWith(suffix))
      return at === -1 ? RUN_FIRST.length : at
    }
    // groups and projects in Vitest's order (by group order, then name); within a project, a stable sort
    // leaves the others in Vitest's order
    return sorted.toSorted(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        rank(a) - rank(b),
    )
  }
}
