import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block'
import { defaultImage } from 'antd-mobile/es/components/error-block/images/default'
import { disconnectedImage } from 'antd-mobile/es/components/error-block/images/disconnected'
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty'

/**
 * The UI kit's ErrorBlock with only the illustrations our screens show (default, disconnected,
 * empty): the kit's own export bundles its `busy` picture too (~2 kB gzip nobody sees).
 */
export const ErrorBlock = createErrorBlock({ default: defaultImage, disconnected: disconnectedImage, empty: emptyImage })
