/** Which options win a draw; pure, shared by settlement and result labels. */
import type { Draw } from './rounds'

const big = (d: Draw) => d.sum >= 14
const odd = (d: Draw) => d.sum % 2 === 1

const RULES_11: ReadonlyArray<(d: Draw) => boolean> = [
  big,
  (d) => !big(d),
  odd,
  (d) => !odd(d),
  (d) => big(d) && odd(d),
  (d) => !big(d) && odd(d),
  (d) => big(d) && !odd(d),
  (d) => !big(d) && !odd(d),
  (d) => d.sum >= 22,
  (d) => d.sum <= 5,
  (d) => d.num1 === d.num2 && d.num2 === d.num3,
]

/** Type 16 rooms: Rise = Big, Fall = Small, Long = Odd, Short = Even. */
const RULES_4 = RULES_11.slice(0, 4)

/** Does option `index` of a room with `optionCount` options win `draw`? */
export function wins(optionCount: number, index: number, draw: Draw): boolean {
  const rules = optionCount === 4 ? RULES_4 : RULES_11
  return rules[index]?.(draw) ?? false
}

export function winningOptions(optionCount: number, draw: Draw): number[] {
  return Array.from({ length: optionCount }, (_, i) => i).filter((i) => wins(optionCount, i, draw))
}
