import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { FieldInput } from './field-input'

describe('FieldInput', () => {
  it('puts aria-invalid and aria-describedby on the input itself, not on the kit’s wrapper, and follows them', () => {
    const view = render(<FieldInput name="amount" aria-invalid aria-describedby="hint" />)
    const input = view.container.querySelector('input')!
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('hint')
    expect(view.container.querySelectorAll('[aria-describedby]')).toHaveLength(1)
    view.rerender(<FieldInput name="amount" aria-invalid={false} />)
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })
})
