import { createRoot, type Root } from 'react-dom/client'
import { UpdateBanner } from '../ui/update-banner'
import { LocaleProviders } from './providers'
import type { UpdateOffer } from './update-offer'

/**
 * Shows the offer of a new build (src/app/update-offer.ts) once there is one: the banner at the top of the
 * page, above the app's root and in the page's flow (it pushes the screen down rather than covering its
 * controls), in a React root of its own. Its code comes with the worker's registration
 * (src/app/service-worker.ts), once the first screen has settled: no offer can come before a worker is
 * registered, so no first load carries it. Returns the call that stops watching (the banner stays).
 */
export function mountUpdatePrompt(offer: UpdateOffer, doc: Document = document): () => void {
  let root: Root | null = null
  const show = () => {
    if (root || !offer.ready()) return
    const host = doc.createElement('div')
    host.id = 'update-root'
    const app = doc.getElementById('root')
    if (app) app.before(host)
    else doc.body.prepend(host)
    root = createRoot(host)
    root.render(
      <LocaleProviders>
        <UpdateBanner onReload={() => offer.apply()} />
      </LocaleProviders>,
    )
  }
  show()
  return offer.subscribe(show)
}
