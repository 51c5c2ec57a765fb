import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ErrorBlock, type ErrorBlockStatus } from './error-block'

const STATUSES: ErrorBlockStatus[] = ['default', 'disconnected', 'empty']

describe('ErrorBlock', () => {
  it.each(STATUSES)('%s: title, description and actions, with a decorative drawing', (status) => {
    const { container } = render(
      <ErrorBlock status={status} title="Title text" description="Description text">
        <button type="button">Act</button>
      </ErrorBlock>,
    )
    const block = container.querySelector('.error-block')!
    expect(block.getAttribute('data-status')).toBe(status)
    expect(screen.getByText('Title text').className).toBe('error-block-title')
    expect(screen.getByText('Description text').className).toBe('error-block-description')
    expect(screen.getByRole('button', { name: 'Act' }).parentElement!.className).toBe('error-block-content')
    const svgs = container.querySelectorAll('svg')
    expect(svgs).toHaveLength(1)
    expect(svgs[0]!.getAttribute('aria-hidden')).toBe('true')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('draws a different sign for each state; "default" when none is given', () => {
    const glyph = (status?: ErrorBlockStatus) => {
      const { container, unmount } = render(<ErrorBlock status={status} title="t" />)
      const d = container.querySelector('.error-block-glyph')!.getAttribute('d')
      unmount()
      return d
    }
    const signs = STATUSES.map(glyph)
    expect(new Set(signs).size).toBe(3)
    expect(glyph()).toBe(signs[0])
  })

  it('leaves out the description and actions it was not given', () => {
    const { container } = render(<ErrorBlock title="Only a title" />)
    expect(screen.getByText('Only a title')).toBeTruthy()
    expect(container.querySelector('.error-block-description')).toBeNull()
    expect(container.querySelector('.error-block-content')).toBeNull()
  })
})
