import { isApiError } from '../../api/errors'

/**
 * A production backend without one of our mining calls answers 404 or a non-success
 * code without a catalogue code; the screen then says "not available" instead of offering a retry.
 */
export const isNotAvailable = (error: unknown): boolean =>
  isApiError(error) &&
  ((error.kind === 'http' && (error.status === 404 || error.status === 405 || error.status === 501)) || error.kind === 'info')
