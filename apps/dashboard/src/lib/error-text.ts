import { isApiError } from '@backoffice/sdk';

/**
 * Shown when a call fails and the server gives no usable message (docs/product.md#messages).
 * The SDK's own messages are for developers; what a user reads is decided here.
 */
export const FALLBACK_MESSAGE = 'Maaf, terjadi masalah. Harap coba lagi';

/**
 * What a user reads for a failed call: the server's own `message` when it sent one, else the
 * fallback (a network failure, a time limit, a body that could not be read, a bug).
 */
export function errorText(error: unknown): string {
  return isApiError(error) && error.serverMessage !== null ? error.serverMessage : FALLBACK_MESSAGE;
}
