import Dialog from 'antd-mobile/es/components/dialog'
import { installUiKitRenderer } from './kit-renderer'

// As toast.ts: the imperative Dialog.confirm/alert need the kit's renderer, installed on first use.
installUiKitRenderer()

export { Dialog }
