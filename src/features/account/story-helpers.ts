// Story-only helpers (not imported by the app): the story's Mirage server and a few gestures.
import { expect, screen, waitFor, within } from 'storybook/test'
import type { MockServer } from '../../../mocks/models'

/** The Mirage server of the running story (.storybook/decorators/app.tsx starts it in Mirage's test environment, which exposes it). */
export function storyMirage(): MockServer {
  const server = (globalThis as unknown as { server?: MockServer }).server
  if (!server) throw new Error('story: no Mirage server running')
  return server
}

/** An input by its name attribute. */
export function field(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const el = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  if (!el) throw new Error(`story: no input named ${name}`)
  return el
}

/** A confirm dialog once its opening animation lets clicks through. */
export async function openedDialog() {
  const dialog = await screen.findByRole('dialog')
  await waitFor(() => expect(getComputedStyle(within(dialog).getAllByRole('button')[0]!).pointerEvents).not.toBe('none'))
  return dialog
}
