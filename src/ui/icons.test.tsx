import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import * as icons from './icons'

describe('icons', () => {
  it.each(Object.entries(icons))('%s: a decorative 1em line drawing in the text colour', (_, Icon) => {
    const { container } = render(<Icon />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('role')).toBeNull()
    expect(svg.getAttribute('width')).toBe('1em')
    expect(svg.getAttribute('height')).toBe('1em')
    expect(svg.getAttribute('stroke')).toBe('currentColor')
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M/)
  })

  it('takes a size in px', () => {
    const { container } = render(<icons.FilterIcon size={20} />)
    expect(container.querySelector('svg')!.getAttribute('width')).toBe('20')
  })

  it('with a label it is an image of that name (an icon that alone says something)', () => {
    render(<icons.CheckIcon label="Selected" />)
    const img = screen.getByRole('img', { name: 'Selected' })
    expect(img.getAttribute('aria-hidden')).toBeNull()
  })
})
