// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withoutProblem } from './focus-invalid'

describe('withoutProblem', () => {
  it('drops the field’s problem and keeps the others', () => {
    const problems: Partial<Record<'amount' | 'payName', string>> = { amount: 'amountRequired', payName: 'required' }
    expect(withoutProblem('amount')(problems)).toEqual({ amount: undefined, payName: 'required' })
    expect(problems.amount).toBe('amountRequired')
  })

  it('a field without a problem: the same object (nothing to re-render)', () => {
    const problems: Partial<Record<'amount' | 'payName', string>> = { payName: 'required' }
    expect(withoutProblem('amount')(problems)).toBe(problems)
  })
})
