import Dialog from 'antd-mobile/es/components/dialog'
import { installUiKitRenderer } from './kit-renderer'

// As kit-toast.ts: the imperative Dialog.confirm/alert need the kit's renderer.
installUiKitRenderer()

export { Dialog }
