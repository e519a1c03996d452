import type { Merchant } from '@backoffice/sdk';
import { pendingFirst, registrationState } from './registrations';

const registration = (id: number, status: Merchant['status']) => ({ id, status }) as Merchant;

describe('merchant registrations', () => {
  it('reads a null status as pending', () => {
    expect(registrationState(registration(1, null))).toBe('pending');
    expect(registrationState(registration(2, 'rejected'))).toBe('rejected');
  });

  it('puts pending ones first, keeping the server order within each group', () => {
    const rows = [
      registration(5, 'rejected'),
      registration(4, null),
      registration(3, 'rejected'),
      registration(2, null),
    ];
    expect(pendingFirst(rows).map((row) => row.id)).toEqual([4, 2, 5, 3]);
  });
});
