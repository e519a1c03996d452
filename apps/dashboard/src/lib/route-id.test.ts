import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads a positive whole number', () => {
    expect(parseRouteId('41')).toBe(41);
    expect(parseRouteId('1')).toBe(1);
  });

  it('refuses anything else, so the page shows its not-found state', () => {
    for (const raw of [
      undefined,
      '',
      '0',
      '-1',
      '1.5',
      '12abc',
      '007',
      ' 4',
      '1e3',
      '9007199254740993',
    ]) {
      expect(parseRouteId(raw)).toBeNull();
    }
  });
});
