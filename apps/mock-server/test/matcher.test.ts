import type { Operation } from '@backoffice/contract';
import { OperationMatcher } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { concretePath, contract } from './support/api';

function op(method: Operation['method'], path: string): Operation {
  return {
    key: `${method} ${path}`,
    method,
    path,
    operationId: `${method}${path}`,
    tag: 'T',
    public: false,
    changesState: false,
    roles: ['A'],
    parameters: [],
    requestBody: null,
    responses: [],
  };
}

const matcher = new OperationMatcher([
  op('GET', '/v1/partner_master/getbyid'),
  op('GET', '/v1/partner_master/getbyid/{id}'),
  op('GET', '/v1/items/{id}'),
  op('GET', '/v1/items/special'),
  op('PUT', '/v1/items/{id}'),
  op('GET', '/v1/items/{id}/parts/{part}'),
]);

describe('OperationMatcher', () => {
  it('prefers a literal segment to a parameter', () => {
    const result = matcher.match('GET', '/v1/items/special');
    expect(result.kind === 'operation' && result.operation.path).toBe('/v1/items/special');
  });

  it('extracts and decodes path parameters', () => {
    expect(matcher.match('GET', '/v1/items/a%20b/parts/9')).toMatchObject({
      kind: 'operation',
      params: { id: 'a b', part: '9' },
    });
  });

  it('tells a wrong method (with the allowed ones) from an unknown path', () => {
    expect(matcher.match('DELETE', '/v1/items/3')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'PUT'],
    });
    expect(matcher.match('GET', '/v1/items')).toEqual({ kind: 'not-found' });
    expect(matcher.match('GET', '/v1/items/3/')).toEqual({ kind: 'not-found' });
    expect(matcher.match('GET', '/v1/items//parts/1')).toEqual({ kind: 'not-found' });
    expect(matcher.match('GET', '/v1/items/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });

  it('tells /getbyid from /getbyid/{id}', () => {
    const own = matcher.match('GET', '/v1/partner_master/getbyid');
    const other = matcher.match('GET', '/v1/partner_master/getbyid/4');
    expect(own.kind === 'operation' && own.operation.path).toBe('/v1/partner_master/getbyid');
    expect(other.kind === 'operation' && other.operation.path).toBe(
      '/v1/partner_master/getbyid/{id}',
    );
  });

  it('matches every operation of the contract to itself', () => {
    for (const operation of contract.operations) {
      const result = contract.matcher.match(operation.method, concretePath(operation));
      expect(result.kind === 'operation' && result.operation.key, operation.key).toBe(
        operation.key,
      );
    }
  });
});
