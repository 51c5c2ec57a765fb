import { describe, expect, it } from 'vitest'
import { centsToWire, mulCents, wireToCents } from './money'

describe('the mock’s money', () => {
  it('a stake times a rate, rounded half away from zero to whole cents, exactly', () => {
    expect(mulCents(2000, 1.98)).toBe(3960)
    expect(mulCents(1234, 1.98)).toBe(2443)
    expect(mulCents(25, 0.5)).toBe(13)
    expect(mulCents(-25, 0.5)).toBe(-13)
    expect(mulCents(100, 15)).toBe(1500)
    expect(mulCents(10000000, 0.0015)).toBe(15000)
    // 100 × 1.005 is 100.5 exactly, so 101; in floating point it reads 100.49999… (Math.round: 100)
    expect(mulCents(100, 1.005)).toBe(101)
    expect(Number.isInteger(mulCents(333, 4.2))).toBe(true)
    expect(Object.is(mulCents(-1, 0.4), 0)).toBe(true)
  })

  it('cents to and from the wire’s text', () => {
    expect(centsToWire(-50)).toBe('-0.50')
    expect(centsToWire(1000000)).toBe('10000.00')
    expect(wireToCents('12.5')).toBe(1250)
    expect(wireToCents(' -3 ')).toBe(-300)
    expect(wireToCents('1.234')).toBeNull()
  })
})
