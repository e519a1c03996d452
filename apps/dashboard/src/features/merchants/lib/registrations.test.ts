import type { Merchant } from '@backoffice/sdk';
import { registrationState } from './registrations';

const registration = (id: number, status: Merchant['status']) => ({ id, status }) as Merchant;

describe('merchant registrations', () => {
  it('reads a null status as pending', () => {
    expect(registrationState(registration(1, null))).toBe('pending');
    expect(registrationState(registration(2, 'rejected'))).toBe('rejected');
  });
});
