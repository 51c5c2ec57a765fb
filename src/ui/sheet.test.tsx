import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { LocaleProviders } from '../app/providers'
import { activateLocale } from '../i18n/i18n'
import { Sheet, type SheetProps } from './sheet'

type Options = Partial<Omit<SheetProps, 'open' | 'onClose' | 'children'>> & { closable?: boolean; onClose?: () => void }

/** An opener button and its sheet; the sheet closes when asked unless `closable` is false. */
function Harness({ closable = true, onClose, ...props }: Options) {
  const [open, setOpen] = useState(false)
  return (
    <LocaleProviders>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setOpen(false)} data-testid="outside-close">
        Shut
      </button>
      <Sheet
        title="Pick one"
        testId="sheet"
        {...props}
        open={open}
        onClose={
          closable
            ? () => {
                onClose?.()
                setOpen(false)
              }
            : undefined
        }
      >
        <p data-testid="content">Inside</p>
        <button type="button">First inside</button>
      </Sheet>
    </LocaleProviders>
  )
}

const sheet = () => screen.getByTestId('sheet') as HTMLDialogElement
const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open' }))

describe('Sheet', () => {
  beforeAll(() => activateLocale('en-US'))

  it('is a closed dialog with no content until opened; open, a modal dialog named by its heading', () => {
    render(<Harness />)
    expect(sheet().open).toBe(false)
    expect(screen.queryByTestId('content')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()

    open()
    expect(sheet().open).toBe(true)
    const dialog = screen.getByRole('dialog', { name: 'Pick one' })
    expect(dialog).toBe(sheet())
    expect(screen.getByRole('heading', { name: 'Pick one' }).id).toBe(dialog.getAttribute('aria-labelledby'))
    expect(screen.getByTestId('content').textContent).toBe('Inside')
    expect(dialog.className).toBe('sheet sheet-bottom')
  })

  it('with a hidden title it is named by aria-label and shows no heading', () => {
    render(<Harness hideTitle position="right" />)
    open()
    expect(screen.getByRole('dialog', { name: 'Pick one' }).className).toBe('sheet sheet-right')
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('Escape asks to close; closed, its content is gone and focus is back on the opener', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First inside' }))

    const notCancelled = fireEvent.keyDown(sheet(), { key: 'Escape' })
    expect(notCancelled).toBe(false)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(sheet().open).toBe(false)
    expect(screen.queryByTestId('content')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('without onClose neither Escape nor the cancel event closes it: only `open` does', () => {
    render(<Harness closable={false} closeOnBackdrop />)
    open()
    expect(fireEvent.keyDown(sheet(), { key: 'Escape' })).toBe(false)
    expect(fireEvent(sheet(), new Event('cancel', { cancelable: true }))).toBe(false)
    fireEvent.click(sheet())
    expect(sheet().open).toBe(true)
    fireEvent.click(screen.getByTestId('outside-close'))
    expect(sheet().open).toBe(false)
  })

  it('the cancel event (the back gesture) is held and asks to close', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    open()
    expect(fireEvent(sheet(), new Event('cancel', { cancelable: true }))).toBe(false)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(sheet().open).toBe(false)
  })

  it('a tap on the backdrop closes it only when asked to; a tap inside never does', () => {
    const onClose = vi.fn()
    const { unmount } = render(<Harness onClose={onClose} />)
    open()
    fireEvent.click(sheet())
    expect(onClose).not.toHaveBeenCalled()
    expect(sheet().open).toBe(true)
    unmount()

    render(<Harness onClose={onClose} closeOnBackdrop />)
    open()
    fireEvent.click(screen.getByTestId('content'))
    expect(sheet().open).toBe(true)
    fireEvent.click(sheet())
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(sheet().open).toBe(false)
  })

  it('a close button, named Close, when asked for', () => {
    const { unmount } = render(<Harness />)
    open()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    unmount()

    const onClose = vi.fn()
    render(<Harness onClose={onClose} closeButton />)
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(sheet().open).toBe(false)
  })

  it('closed by the browser while still open, it is shown again and the close is asked for', async () => {
    const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    const { unmount } = render(<Harness closable={false} />)
    open()
    act(() => sheet().close())
    expect(sheet().open).toBe(false)
    await tick()
    expect(sheet().open).toBe(true)
    expect(screen.getByTestId('content')).toBeTruthy()
    unmount()

    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    open()
    act(() => sheet().close())
    await tick()
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(sheet().open).toBe(false)
    expect(screen.queryByTestId('content')).toBeNull()
  })
})

describe('Sheet and the browser’s Back', () => {
  beforeAll(() => activateLocale('en-US'))
  /** Until the history steps started so far have landed (each takes jsdom two timer tasks; same-delay timers run in order). */
  const steps = () =>
    act(async () => {
      for (let turn = 0; turn < 12; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
    })
  const mark = () => (history.state as { sheet?: string } | null)?.sheet
  const goBack = async () => {
    act(() => history.back())
    await steps()
  }

  it('open, it has an entry of its own; Back asks it to close: content gone, focus on the opener, entry gone', async () => {
    await steps()
    const below = history.state as object | null
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    expect(mark()).toMatch(/\S/)
    expect(history.state).toEqual({ ...below, sheet: mark() })

    await goBack()
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(sheet().open).toBe(false)
    expect(screen.queryByTestId('content')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(history.state).toEqual(below)
    await steps()
    expect(history.state).toEqual(below)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closed by its button, by Escape, by the back gesture’s cancel or from outside, it takes its entry back: one step, only its own', async () => {
    await steps()
    render(<Harness closeButton />)
    for (const close of [
      () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
      () => fireEvent.keyDown(sheet(), { key: 'Escape' }),
      () => fireEvent(sheet(), new Event('cancel', { cancelable: true })),
      () => fireEvent.click(screen.getByTestId('outside-close')),
    ]) {
      const below = history.state as unknown
      open()
      expect(mark()).toMatch(/\S/)
      close()
      expect(sheet().open).toBe(false)
      await steps()
      expect(history.state).toEqual(below)
    }
  })

  it('without onClose, Back leaves it open with its entry; once `open` closes it, the entry goes', async () => {
    await steps()
    render(<Harness closable={false} />)
    const below = history.state as unknown
    open()
    const entry = mark()
    await goBack()
    expect(sheet().open).toBe(true)
    expect(screen.getByTestId('content')).toBeTruthy()
    expect(mark()).toBe(entry)

    fireEvent.click(screen.getByTestId('outside-close'))
    await steps()
    expect(sheet().open).toBe(false)
    expect(history.state).toEqual(below)
  })

  it('unmounted while open, it steps back over its entry only while that entry is the current one', async () => {
    await steps()
    const below = history.state as unknown
    const first = render(<Harness />)
    open()
    first.unmount()
    await steps()
    expect(history.state).toEqual(below)

    // Something else took the current entry (the router going on from the sheet): that stays.
    const second = render(<Harness />)
    open()
    act(() => history.pushState({ elsewhere: true }, ''))
    second.unmount()
    await steps()
    expect(history.state).toEqual({ elsewhere: true })
  })
})
