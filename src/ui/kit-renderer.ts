import { createRoot, type Root } from 'react-dom/client'
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'

let installed = false

/** antd-mobile's imperative Toast/Dialog do nothing on React 19 without a createRoot renderer (STACK.md). */
export function installUiKitRenderer() {
  if (installed) return
  installed = true
  const roots = new WeakMap<Element | DocumentFragment, Root>()
  unstableSetRender((node, container) => {
    let root = roots.get(container)
    if (!root) {
      root = createRoot(container)
      roots.set(container, root)
    }
    root.render(node)
    return async () => {
      await Promise.resolve()
      roots.get(container)?.unmount()
      roots.delete(container)
    }
  })
}
