/** Mirage's Response, for stories and tests that override a handler: app code never imports miragejs. */
export { Response as MockResponse } from 'miragejs'
