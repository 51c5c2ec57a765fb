import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UPDATE_CHECK_MS, linkWebManifest, registerAppWorker, registerServiceWorker } from './service-worker'
import { SKIP_WAITING, createUpdateOffer } from './update-offer'

/** A worker as the page sees it: a state, its changes, and the messages it was sent. */
class FakeWorker extends EventTarget {
  messages: unknown[] = []
  constructor(public state: ServiceWorkerState) {
    super()
  }
  postMessage(message: unknown) {
    this.messages.push(message)
  }
  become(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null
  installing: FakeWorker | null = null
  update = vi.fn(() => Promise.resolve())
  /** The browser found a new worker script and started installing it. */
  found(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null
  registration = new FakeRegistration()
  register = vi.fn((_url: string, _options?: RegistrationOptions): Promise<FakeRegistration | undefined> =>
    Promise.resolve(this.registration),
  )
  constructor(controlled: boolean) {
    super()
    this.controller = controlled ? new FakeWorker('activated') : null
  }
  /** The waiting worker took over. */
  takeOver(worker: FakeWorker) {
    this.controller = worker
    this.dispatchEvent(new Event('controllerchange'))
  }
}

function setup({ controlled = true } = {}) {
  const container = new FakeContainer(controlled)
  const reload = vi.fn()
  const offer = createUpdateOffer(reload)
  const changes = vi.fn()
  offer.subscribe(changes)
  const register = () => registerServiceWorker(container as unknown as ServiceWorkerContainer, '/sub/sw.js', '/sub/', offer)
  return { container, reg: container.registration, reload, offer, changes, register }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('service worker registration', () => {
  it('registers the worker beside index.html for the whole app', async () => {
    const { container, register } = setup()
    await register()
    expect(container.register).toHaveBeenCalledWith('/sub/sw.js', { scope: '/sub/' })
  })

  it('a first install offers nothing: the page was not controlled, the next visit is', async () => {
    const { reg, offer, changes, register } = setup({ controlled: false })
    await register()
    const worker = new FakeWorker('installing')
    reg.found(worker)
    worker.become('installed')
    worker.become('activated')
    expect(offer.ready()).toBe(false)
    expect(changes).not.toHaveBeenCalled()
  })

  it('a new build that finished installing under the old one is offered, and nothing more happens until the user agrees', async () => {
    const { reg, offer, changes, reload, register } = setup()
    await register()
    const worker = new FakeWorker('installing')
    reg.found(worker)
    expect(offer.ready()).toBe(false)
    worker.become('installed')
    expect(offer.ready()).toBe(true)
    expect(changes).toHaveBeenCalledTimes(1)
    expect(worker.messages).toEqual([])
    expect(reload).not.toHaveBeenCalled()
  })

  it('a build already waiting when the page loads is offered at once', async () => {
    const { reg, offer, register } = setup()
    reg.waiting = new FakeWorker('installed')
    await register()
    expect(offer.ready()).toBe(true)
  })

  it('Reload: the waiting worker is told to take over, and the page reloads once it has', async () => {
    const { container, reg, offer, reload, register } = setup()
    await register()
    const worker = new FakeWorker('installing')
    reg.found(worker)
    worker.become('installed')
    offer.apply()
    expect(worker.messages).toEqual([SKIP_WAITING])
    expect(reload).not.toHaveBeenCalled()
    worker.become('activating')
    container.takeOver(worker)
    expect(reload).toHaveBeenCalledTimes(1)
    worker.become('activated')
    offer.apply()
    expect(worker.messages).toHaveLength(1)
  })

  it('a worker that another tab already let take over: Reload only reloads', async () => {
    const { container, reg, offer, reload, register } = setup()
    await register()
    const worker = new FakeWorker('installing')
    reg.found(worker)
    worker.become('installed')
    worker.become('activated')
    container.takeOver(worker)
    expect(reload, 'no reload the user did not ask for').not.toHaveBeenCalled()
    offer.apply()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(worker.messages).toEqual([])
  })

  it('a browser that stubs registration out (resolves with nothing), or a failed registration: no error, no offer', async () => {
    const { container, offer, register } = setup()
    container.register.mockResolvedValueOnce(undefined)
    await expect(register()).resolves.toBeUndefined()
    container.register.mockRejectedValueOnce(new TypeError('Failed to register a ServiceWorker'))
    await expect(register()).resolves.toBeUndefined()
    expect(offer.ready()).toBe(false)
  })

  it('an open page asks for a new build every hour; a failed check is silent', async () => {
    const { reg, register } = setup()
    await register()
    reg.update.mockRejectedValue(new TypeError('Failed to fetch'))
    vi.advanceTimersByTime(UPDATE_CHECK_MS - 1)
    expect(reg.update).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reg.update).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(UPDATE_CHECK_MS)
    expect(reg.update).toHaveBeenCalledTimes(2)
  })
})

describe('the web app manifest link, added once the first screen has settled', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="manifest"]')) link.remove()
  })

  it('links the manifest once: a second call (a boot retry) adds nothing', () => {
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull()
    linkWebManifest(document, '/sub/app.webmanifest')
    linkWebManifest(document, '/sub/app.webmanifest')
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')]
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/sub/app.webmanifest'])
  })

  it('keeps a manifest link the page already has', () => {
    const own = document.createElement('link')
    own.rel = 'manifest'
    own.href = '/other.webmanifest'
    document.head.append(own)
    linkWebManifest(document, '/app.webmanifest')
    expect([...document.head.querySelectorAll('link[rel="manifest"]')]).toEqual([own])
  })

  it('registerAppWorker links the manifest beside index.html, also where there is no service worker', async () => {
    expect('serviceWorker' in navigator).toBe(false) // jsdom: an insecure context has none either
    await registerAppWorker('/base/')
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/base/app.webmanifest')
  })
})
