import { ApiError } from '@backoffice/sdk';
import { retryDelay, shouldRetryRead } from './read-retry';

describe('read retries', () => {
  it.each([0, 500, 502, 503])(
    'retries status %i after 0.5, 1, 2 and 4 s (7.5 s in all), then stops',
    (status) => {
      const error = new ApiError({ status });
      expect([0, 1, 2, 3, 4].map((failures) => shouldRetryRead(failures, error))).toEqual([
        true,
        true,
        true,
        true,
        false,
      ]);
    },
  );

  it.each([400, 401, 403, 404, 409, 422, 429])('never retries status %i', (status) => {
    expect(shouldRetryRead(0, new ApiError({ status }))).toBe(false);
  });

  it('never retries a call the screen cancelled', () => {
    expect(shouldRetryRead(0, new ApiError({ kind: 'aborted', status: 0 }))).toBe(false);
  });

  it('never retries an error that is not from the API (a bug in a select, say)', () => {
    expect(shouldRetryRead(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('backs off', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 4000]);
  });
});
