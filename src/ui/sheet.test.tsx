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
