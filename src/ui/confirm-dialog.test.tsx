import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { ConfirmDialog } from './confirm-dialog'
import { openDialog } from './open-dialog'
import { closeDialogs, closeOverlays } from './overlay-roots'
import { Dialog } from './dialog'
import { overlays } from './load-overlays'
import { showToast } from './toast-view'
import { activateLocale } from '../i18n/i18n'

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })

afterEach(() => act(() => closeOverlays()))

describe('ConfirmDialog (declarative)', () => {
  it('opens as a modal alertdialog named by its question, focus inside on the first button', () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(
      <ConfirmDialog
        content="Please set a withdrawal password first."
        confirmText="Set password"
        cancelText="Cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Please set a withdrawal password first.' })
    expect(dialog.tagName).toBe('DIALOG')
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Set password'])
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))

    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('Escape answers Cancel and leaves the closing to whoever shows it', () => {
    const onCancel = vi.fn()
    render(<ConfirmDialog content="Delete?" confirmText="Delete" cancelText="Cancel" onConfirm={() => {}} onCancel={onCancel} />)
    escape()
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect((screen.getByRole('alertdialog') as HTMLDialogElement).open).toBe(true)
  })

  it('a short label names it and the question describes it', () => {
    render(
      <ConfirmDialog
        content="A long question about the order?"
        label="Cancel order"
        confirmText="Yes"
        cancelText="No"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order' })
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe('A long question about the order?')
  })

  it('closes when unmounted and gives focus back to the button that opened it', () => {
    const opener = document.body.appendChild(document.createElement('button'))
    opener.focus()
    const { unmount } = render(
      <ConfirmDialog content="Log out?" confirmText="Log out" cancelText="Cancel" onConfirm={() => {}} onCancel={() => {}} />,
    )
    const dialog = screen.getByRole('alertdialog') as HTMLDialogElement
    expect(document.activeElement).not.toBe(opener)
    unmount()
    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('an opener the answer disabled (a submit, busy with what was confirmed) gets focus back once it is enabled again', async () => {
    const opener = document.body.appendChild(document.createElement('button'))
    opener.focus()
    const { unmount } = render(
      <ConfirmDialog content="Transfer in?" confirmText="Transfer in" cancelText="Cancel" onConfirm={() => {}} onCancel={() => {}} />,
    )
    opener.disabled = true
    unmount()
    expect(document.activeElement).toBe(document.body)
    opener.disabled = false
    await vi.waitFor(() => expect(document.activeElement).toBe(opener))
    opener.remove()
  })

  it('focus the user moved meanwhile stays where it went', async () => {
    const opener = document.body.appendChild(document.createElement('button'))
    const other = document.body.appendChild(document.createElement('input'))
    opener.focus()
    const { unmount } = render(
      <ConfirmDialog content="Send?" confirmText="Send" cancelText="Cancel" onConfirm={() => {}} onCancel={() => {}} />,
    )
    opener.disabled = true
    unmount()
    other.focus()
    opener.disabled = false
    // the observer's callback runs after the attribute change: give it the chance to (wrongly) move focus
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(document.activeElement).toBe(other)
    opener.remove()
    other.remove()
  })
})

describe('openDialog (Dialog.confirm / Dialog.alert)', () => {
  it('confirm: true for the confirm button, then the dialog is gone and focus is back', async () => {
    const opener = document.body.appendChild(document.createElement('button'))
    opener.focus()
    let answer!: Promise<boolean>
    act(() => void (answer = openDialog({ content: 'Delete this withdrawal account?', confirmText: 'Delete', cancelText: 'Cancel' }, true)))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this withdrawal account?' })
    act(() => within(dialog).getByRole('button', { name: 'Delete' }).click())
    await expect(answer).resolves.toBe(true)
    await act(() => Promise.resolve())
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('confirm: false for Cancel and for Escape', async () => {
    let answer!: Promise<boolean>
    act(() => void (answer = openDialog({ content: 'Log out of this account?', confirmText: 'Log out', cancelText: 'Cancel' }, true)))
    act(() => within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }).click())
    await expect(answer).resolves.toBe(false)

    act(() => void (answer = openDialog({ content: 'Log out of this account?', confirmText: 'Log out', cancelText: 'Cancel' }, true)))
    act(() => escape())
    await expect(answer).resolves.toBe(false)
    await act(() => Promise.resolve())
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('alert: one button; it and Escape both close it', async () => {
    let answer!: Promise<boolean>
    act(() => void (answer = openDialog({ content: 'Your order has been cancelled and the amount refunded.', confirmText: 'OK' }, false)))
    const dialog = screen.getByRole('alertdialog', { name: 'Your order has been cancelled and the amount refunded.' })
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK'])
    act(() => escape())
    await expect(answer).resolves.toBe(true)
  })

  it('buttons without texts of their own speak the app language', async () => {
    await activateLocale('vi')
    act(() => void openDialog({ content: 'Xoá?' }, true))
    const names = within(screen.getByRole('alertdialog'))
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(names).toEqual(['Hủy', 'OK'])
    await activateLocale('en-US')
  })

  it('closeOverlays takes down an open dialog and leaves its question unanswered', async () => {
    const settled = vi.fn()
    act(() => void openDialog({ content: 'Delete?' }, true).then(settled))
    act(() => closeOverlays())
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(settled).not.toHaveBeenCalled()
  })
})

describe('Dialog (one question at a time, none left behind)', () => {
  // The dialogs' code loads on first use; then one more task for the answers.
  const flush = () =>
    act(async () => {
      await overlays.load()
      await new Promise((resolve) => setTimeout(resolve, 0))
    })

  it('the same question asked twice (a double tap) shows once; the second asking answers no at once', async () => {
    const first = vi.fn()
    const second = vi.fn()
    act(() => {
      void Dialog.confirm({ content: 'Delete this withdrawal account?', confirmText: 'Delete' }).then(first)
      void Dialog.confirm({ content: 'Delete this withdrawal account?', confirmText: 'Delete' }).then(second)
    })
    await flush()
    expect(second).toHaveBeenCalledWith(false)
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    act(() => within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }).click())
    await flush()
    expect(first).toHaveBeenCalledWith(true)
    expect(screen.queryByRole('alertdialog')).toBeNull()

    // Answered: asking again shows it again.
    const third = vi.fn()
    act(() => void Dialog.confirm({ content: 'Delete this withdrawal account?', confirmText: 'Delete' }).then(third))
    await flush()
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    // Taken down unanswered: asking again shows it again too.
    act(() => closeOverlays())
    act(() => void Dialog.confirm({ content: 'Delete this withdrawal account?', confirmText: 'Delete' }))
    await flush()
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    expect(third).not.toHaveBeenCalled()
  })

  it('another question is still asked while one is open', async () => {
    act(() => {
      void Dialog.confirm({ content: 'Log out of this account?' })
      void Dialog.alert({ content: 'Your order has been cancelled and the amount refunded.' })
    })
    await flush()
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2)
  })

  it('closeDialogs (a change of location) takes down the dialogs unanswered and leaves the toast', async () => {
    const settled = vi.fn()
    act(() => void Dialog.confirm({ content: 'Log out of this account?' }).then(settled))
    await flush()
    act(() => showToast({ content: 'Account deleted' }))
    act(() => closeDialogs())
    await flush()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(settled).not.toHaveBeenCalled()
    // asked while the dialog was up, it shows in the page once the dialog has gone
    expect((await screen.findByTestId('toast')).textContent).toBe('Account deleted')
    expect(screen.getByTestId('toast').closest('dialog')).toBeNull()
  })
})
