import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { Sheet } from './sheet'
import { settled } from '../../.storybook/settled'

/** An opener and its sheet, closed when it asks. */
function SheetDemo({ position, closeButton }: { position?: 'bottom' | 'right'; closeButton?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet
        open={open}
        title="Sheet title"
        position={position}
        onClose={() => setOpen(false)}
        closeOnBackdrop
        closeButton={closeButton}
        testId="sheet"
        bodyClassName="story-sheet"
      >
        <ul style={{ margin: 0, padding: 16 }}>
          {Array.from({ length: 40 }, (_, i) => (
            <li key={i}>
              <button type="button" style={{ minHeight: 44 }}>
                Row {i + 1}
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  )
}

const meta = {
  component: SheetDemo,
} satisfies Meta<typeof SheetDemo>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => screen.getByTestId('sheet') as HTMLDialogElement
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

/** From the bottom: modal in the top layer, its own scroll; Escape closes and focus goes back. */
export const Bottom: Story = {
  args: { closeButton: true },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    const sheet = await screen.findByRole('dialog', { name: 'Sheet title' })
    await expect(sheet).toBe(dialog())
    await expect(sheet.matches(':modal')).toBe(true)
    await expect(getComputedStyle(sheet).animationName).toBe(reducedMotion() ? 'none' : 'sheet-up')
    // The page behind is inert: focus stays inside.
    await expect(sheet.contains(document.activeElement)).toBe(true)
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight))
    await expect(sheet.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight * 0.85 + 1)
    const body = sheet.querySelector<HTMLElement>('.sheet-body')!
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight)
    const close = within(sheet).getByRole('button', { name: 'Close' })
    const box = close.getBoundingClientRect()
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog().open).toBe(false))
    await expect(screen.queryByRole('button', { name: 'Row 1' })).toBeNull()
    await expect(document.activeElement).toBe(opener)
  },
}

/** From the right, full height; a tap on the backdrop closes it, the close button too. */
export const Right: Story = {
  args: { position: 'right', closeButton: true },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open' })
    await userEvent.click(opener)
    const sheet = await screen.findByRole('dialog', { name: 'Sheet title' })
    await expect(getComputedStyle(sheet).animationName).toBe(reducedMotion() ? 'none' : 'sheet-left')
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth))
    await expect(Math.round(sheet.getBoundingClientRect().height)).toBe(window.innerHeight)
    // A tap inside keeps it open; one on the backdrop (left of the sheet) closes it.
    await settled(sheet)
    await userEvent.click(within(sheet).getByRole('heading', { name: 'Sheet title' }))
    await expect(dialog().open).toBe(true)
    await userEvent.pointer({ keys: '[MouseLeft]', coords: { clientX: 5, clientY: 5 }, target: sheet })
    await waitFor(() => expect(dialog().open).toBe(false))
    await expect(document.activeElement).toBe(opener)

    await userEvent.click(opener)
    await settled(dialog())
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(dialog().open).toBe(false))
    await expect(document.activeElement).toBe(opener)
  },
}

/** Just opened, it takes no taps for a moment: the second tap of the double tap that opened it answers nothing. */
export const NoTapsWhileSettling: Story = {
  args: { closeButton: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }))
    const sheet = await screen.findByRole('dialog', { name: 'Sheet title' })
    await expect(sheet).toHaveAttribute('data-settling')
    await expect(getComputedStyle(sheet).pointerEvents).toBe('none')
    await settled(sheet)
    await expect(getComputedStyle(sheet).pointerEvents).toBe('auto')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(dialog().open).toBe(false))
  },
}

const sheetEntry = () => (history.state as { sheet?: string } | null)?.sheet

/** The browser's Back closes it and the page stays; closed by its button, it leaves no entry behind. */
export const BackClosesIt: Story = {
  args: { closeButton: true },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open' })
    const before = history.state as unknown
    await userEvent.click(opener)
    await screen.findByRole('dialog', { name: 'Sheet title' })
    await expect(sheetEntry()).toMatch(/\S/)
    history.back()
    await waitFor(() => expect(dialog().open).toBe(false))
    await expect(document.activeElement).toBe(opener)
    await waitFor(() => expect(history.state).toEqual(before))

    await userEvent.click(opener)
    await settled(dialog())
    await expect(sheetEntry()).toMatch(/\S/)
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(dialog().open).toBe(false))
    await waitFor(() => expect(history.state).toEqual(before))
  },
}
