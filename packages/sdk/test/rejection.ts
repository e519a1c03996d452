import { type ApiError, isApiError } from '../src/index';

/** The ApiError a call rejects with; anything else (a resolved call, another error) fails. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}
