import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { Dialog } from './dialog'
import { Toast } from './toast'
import { settled } from '../../.storybook/settled'

/** A screen's button that asks first, and what the answer was. */
function AskFirst() {
  const [answer, setAnswer] = useState('none yet')
  const [taps, setTaps] = useState(0)
  return (
    <div className="card">
      <button
        type="button"
        data-testid="ask"
        onClick={() =>
          void Dialog.confirm({ content: 'Delete this withdrawal account?', confirmText: 'Delete', cancelText: 'Cancel' }).then((yes) =>
            setAnswer(String(yes)),
          )
        }
      >
        Delete
      </button>
      <button type="button" data-testid="show-toast" onClick={() => Toast.show({ content: 'Account added', icon: 'success' })}>
        Toast
      </button>
      <button type="button" data-testid="tap" onClick={() => setTaps((n) => n + 1)}>
        Tap {taps}
      </button>
      <p data-testid="answer">{answer}</p>
    </div>
  )
}

const meta = { component: AskFirst } satisfies Meta<typeof AskFirst>

export default meta
type Story = StoryObj<typeof meta>

const open = async (opener: HTMLElement) => {
  opener.focus()
  opener.click()
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this withdrawal account?' })
  await waitFor(() => expect(dialog.matches(':modal')).toBe(true))
  return settled(dialog)
}

/**
 * Escape answers Cancel; focus goes back to the button that asked. A play function's key events are not
 * the user's, so the browser's close request (what Escape sends) is made with requestClose().
 */
export const EscapeCancels: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByTestId('ask')
    const dialog = (await open(opener)) as HTMLDialogElement
    await expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    dialog.requestClose()
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('false'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(document.activeElement).toBe(opener)
  },
}

/**
 * The confirm button answers yes; the buttons are large enough to tap and the dialog fits the screen. The
 * buttons at its lower corners round them as the dialog does, so a focus ring or the pressed shade follows
 * the curve instead of drawing a square corner that the dialog's edge cuts off.
 */
export const ConfirmAnswersYes: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas.getByTestId('ask'))
    const box = dialog.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth)
    for (const button of within(dialog).getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    const corner = getComputedStyle(dialog).borderBottomLeftRadius
    await expect(corner).not.toBe('0px')
    await expect(getComputedStyle(within(dialog).getByRole('button', { name: 'Cancel' })).borderBottomLeftRadius).toBe(corner)
    await expect(getComputedStyle(within(dialog).getByRole('button', { name: 'Delete' })).borderBottomRightRadius).toBe(corner)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(canvas.getByTestId('answer')).toHaveTextContent('true'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** A toast is announced politely and leaves the page usable beneath it. */
export const ToastLeavesThePageUsable: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByTestId('show-toast'))
    const toast = await screen.findByTestId('toast')
    await expect(toast).toBeVisible()
    await expect(toast.closest('[aria-live="polite"]')).not.toBeNull()
    await userEvent.click(canvas.getByTestId('tap'))
    await expect(canvas.getByTestId('tap')).toHaveTextContent('Tap 1')
    await waitFor(() => expect(screen.queryByText('Account added')).toBeNull())
  },
}
