import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaRoutes } from '../src/handlers';
import { route } from '../src/http';
import { pipelineAnswer, pipelineHandler } from '../src/pipeline/pipeline';
import { contract, ORIGIN } from './support/api';

// A handler that throws is a bug of the mock: the user reads one sentence without the
// operationId, which only the console carries.

afterEach(() => vi.restoreAllMocks());

describe('a handler that throws', () => {
  it('answers 500 with a sentence for the user and logs the operation to the console', async () => {
    const key = 'POST /v1/partner_master/login';
    const broken = route.post('/v1/partner_master/login', () => {
      throw new Error('broken on purpose');
    });
    const routes = [...areaRoutes.filter((r) => r.key !== key), broken];
    const pipeline = pipelineHandler(pipelineAnswer({ contract, routes, reset: () => {} }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const response = await getResponse(
      [pipeline],
      new Request(`${ORIGIN}/v1/partner_master/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@backoffice.test', password: 'password123' }),
      }),
    );

    expect(response?.status).toBe(500);
    expect(await response?.json()).toEqual({
      message: 'Terjadi kesalahan pada server mock. Silakan coba lagi.',
    });
    expect(logged.mock.calls[0]?.[0]).toBe('Mock bug in login:');
  });
});
