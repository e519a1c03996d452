import type { Promo } from '@backoffice/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Account } from '../src/db/seed/auth';
import { route } from '../src/http';
import { call, login } from './support/api';

// The route helper's promise is that the one path string types everything a handler reads:
// these handlers are never registered; they exist for the compiler (`pnpm typecheck`).
describe('route', () => {
  it('types path, body, user and response from the one path string', () => {
    route.put('/v1/promo/update/{id}', ({ path, body, user, response }) => {
      expectTypeOf(path.id).toEqualTypeOf<number>();
      expectTypeOf(body.code).toEqualTypeOf<string>();
      expectTypeOf(user).toEqualTypeOf<Account>();
      // @ts-expect-error the path declares `id` only
      path.promoId;
      // @ts-expect-error a promo form has no `email`
      body.email;
      // @ts-expect-error the contract declares no 201 for an update
      response(201);
      return response(404).json({ message: 'Data tidak ditemukan.' });
    });
    route.get('/v1/admindata/allpromos', ({ query, response }) => {
      expectTypeOf(query.page).toEqualTypeOf<number | undefined>();
      // @ts-expect-error the list declares no `sort` parameter
      query.sort;
      const promo = {} as Promo;
      // @ts-expect-error the list answers a page, not a bare promo
      return response(200).json({ data: promo });
    });
    // @ts-expect-error the contract has no GET on an update path
    route.get('/v1/promo/update/{id}', ({ response }) => response(404).empty());
  });

  it('hands the handler the path parameter coerced to the number the store compares with', async () => {
    const token = await login('A');
    const answer = await call('GET', '/v1/promo/getdetailbyadmin/1', { token });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: Promo };
    expect(data.id).toBe(1);
  });
});
