import { formatEventPrice } from './event-price';

describe('formatEventPrice', () => {
  it('says "Gratis" for a free event and rupiah otherwise', () => {
    expect(formatEventPrice(0)).toBe('Gratis');
    expect(formatEventPrice(75_000)).toBe('Rp 75.000');
  });
});
