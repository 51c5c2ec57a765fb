import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { Tabs } from './tabs'

const items = [
  { key: 'a', title: 'Alpha', content: <p>alpha pane</p> },
  { key: 'b', title: 'Beta', content: <p>beta pane</p> },
  { key: 'c', title: 'Gamma', content: <p>gamma pane</p> },
]

function Controlled({ onChange }: { onChange?: (key: string) => void }) {
  const [key, setKey] = useState<string | null>('b')
  return (
    <>
      <Tabs
        items={items.map(({ key, title }) => ({ key, title }))}
        activeKey={key}
        onChange={(k) => {
          setKey(k)
          onChange?.(k)
        }}
      >
        <p>shared for {key}</p>
      </Tabs>
      <button type="button" onClick={() => setKey(null)}>
        none
      </button>
    </>
  )
}

describe('Tabs', () => {
  it('tablist, tabs and panels are wired for assistive technology; only the open tab is in the tab order', () => {
    render(<Tabs items={items} />)
    expect(screen.getByRole('tablist')).toBeTruthy()
    const [a, b, c] = screen.getAllByRole('tab')
    expect(a.getAttribute('aria-selected')).toBe('true')
    expect(b.getAttribute('aria-selected')).toBe('false')
    expect([a.tabIndex, b.tabIndex, c.tabIndex]).toEqual([0, -1, -1])
    const panel = screen.getByRole('tabpanel')
    expect(panel.textContent).toContain('alpha pane')
    expect(a.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.getAttribute('aria-labelledby')).toBe(a.id)
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toBe(panel)
    // panels not opened yet are not rendered, and no tab points at a missing element
    expect(screen.queryByText('beta pane')).toBeNull()
    expect(b.hasAttribute('aria-controls')).toBe(false)
  })

  it('uncontrolled: a click opens a tab; an opened panel stays mounted, hidden', () => {
    render(<Tabs items={items} defaultActiveKey="c" />)
    expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: 'Alpha' }))
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toContain('alpha pane')
    const gamma = screen.getByText('gamma pane').parentElement!
    expect(gamma.hasAttribute('hidden')).toBe(true)
    expect(gamma.getAttribute('role')).toBe('tabpanel')
  })

  it('Left/Right wrap, Home/End jump; each moves focus and opens the tab at once', () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    const tab = (name: string) => screen.getByRole('tab', { name })
    tab('Beta').focus()
    fireEvent.keyDown(tab('Beta'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Gamma'))
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Alpha'))
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tab('Gamma'))
    fireEvent.keyDown(tab('Gamma'), { key: 'Home' })
    expect(document.activeElement).toBe(tab('Alpha'))
    fireEvent.keyDown(tab('Alpha'), { key: 'End' })
    expect(document.activeElement).toBe(tab('Gamma'))
    expect(onChange.mock.calls.map(([k]) => k)).toEqual(['c', 'a', 'c', 'a', 'c'])
    expect(tab('Gamma').tabIndex).toBe(0)
    expect(tab('Alpha').tabIndex).toBe(-1)
    // other keys are left alone
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowDown' })
    expect(onChange).toHaveBeenCalledTimes(5)
  })

  it('controlled with one shared panel: it follows the open tab; clicking the open tab is no change', () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    const panel = screen.getByRole('tabpanel', { name: 'Beta' })
    expect(panel.textContent).toContain('shared for b')
    for (const tab of screen.getAllByRole('tab')) expect(tab.getAttribute('aria-controls')).toBe(panel.id)
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }))
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('tab', { name: 'Alpha' }))
    expect(onChange).toHaveBeenCalledWith('a')
    expect(screen.getByRole('tabpanel', { name: 'Alpha' }).textContent).toContain('shared for a')
  })

  it('no open tab (activeKey null): none selected, the first keeps the tab stop, the content is no tabpanel', () => {
    render(<Controlled />)
    fireEvent.click(screen.getByRole('button', { name: 'none' }))
    const tabs = screen.getAllByRole('tab')
    for (const tab of tabs) expect(tab.getAttribute('aria-selected')).toBe('false')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    expect(screen.queryByRole('tabpanel')).toBeNull()
    expect(screen.getByText('shared for')).toBeTruthy()
  })
})
