import { listHref, rememberListUrl } from './list-return';

describe('list return', () => {
  beforeEach(() => sessionStorage.clear());

  it('answers the bare list before the list was opened', () => {
    expect(listHref('/voucher')).toBe('/voucher');
  });

  it('answers the list with the state it was last left in, per list', () => {
    rememberListUrl('/voucher', '?page=3&search=kopi');
    rememberListUrl('/merchant/list', 'tab=registrations');
    expect(listHref('/voucher')).toBe('/voucher?page=3&search=kopi');
    expect(listHref('/merchant/list')).toBe('/merchant/list?tab=registrations');
  });

  it('forgets the state when the list was left on its defaults', () => {
    rememberListUrl('/voucher', '?page=2');
    rememberListUrl('/voucher', '');
    expect(listHref('/voucher')).toBe('/voucher');
  });
});
