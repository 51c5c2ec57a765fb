import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { activateLocale } from '../i18n/i18n'
import { createUpdateOffer, SKIP_WAITING } from './update-offer'
import { mountUpdatePrompt } from './update-prompt'

/** A waiting worker of a new build, as the page sees it. */
const waitingWorker = () =>
  ({ state: 'installed', postMessage: vi.fn() }) as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> }

beforeAll(() => activateLocale('en-US'))
afterEach(() => {
  document.body.innerHTML = ''
})

describe('the offer of a new build, shown once the worker hands one', () => {
  it('nothing until a new build waits; then the banner above the app’s root; Reload lets the new build take over, and the page reloads into it', async () => {
    document.body.innerHTML = '<div id="root"><main>the app</main></div>'
    const reload = vi.fn()
    const offer = createUpdateOffer(reload)
    mountUpdatePrompt(offer)
    expect(document.getElementById('update-root')).toBeNull()

    const worker = waitingWorker()
    await act(async () => offer.offer(worker))
    const host = document.getElementById('update-root')!
    expect(host.nextElementSibling?.id).toBe('root')
    const banner = within(host).getByRole('status')
    expect(banner.textContent).toContain('A new version is available.')

    // a newer build arriving meanwhile: still one banner
    await act(async () => offer.offer(waitingWorker()))
    expect(document.querySelectorAll('#update-root')).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).not.toHaveBeenCalled()
    offer.controllerChanged()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('an offer already waiting when it starts shows at once, in the user’s language', async () => {
    await activateLocale('vi')
    try {
      const offer = createUpdateOffer(vi.fn())
      const worker = waitingWorker()
      offer.offer(worker)
      await act(async () => void mountUpdatePrompt(offer))
      // no app root (a page that failed to boot): at the top of the page
      expect(document.body.firstElementChild?.id).toBe('update-root')
      expect(screen.getByRole('status').textContent).toContain('Đã có phiên bản mới.')
      await userEvent.click(screen.getByRole('button', { name: 'Tải lại' }))
      expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING)
    } finally {
      await activateLocale('en-US')
    }
  })
})
