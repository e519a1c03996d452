import { enumLabels } from '@backoffice/sdk';
import { dateFilter, enumSelectFilter, selectFilter } from './filters';

describe('list filters', () => {
  it('reads back only the choices given, in their own type', () => {
    const status = selectFilter('Status', [
      { value: 1, label: 'Aktif' },
      { value: 0, label: 'Nonaktif' },
    ]);
    expect(status.codec.parse('1')).toBe(1);
    expect(status.codec.parse('0')).toBe(0);
    expect(status.codec.parse('01')).toBeUndefined();
    expect(status.codec.parse('2')).toBeUndefined();
    expect(status.codec.format(0)).toBe('0');

    const active = selectFilter('Status', [
      { value: true, label: 'Aktif' },
      { value: false, label: 'Nonaktif' },
    ]);
    expect(active.codec.parse('false')).toBe(false);
    expect(active.codec.parse('no')).toBeUndefined();
  });

  it('takes an enum filter from the contract, in its order or in the one given', () => {
    const withdrawals = enumSelectFilter('Status', enumLabels.WithdrawalStatus);
    expect(withdrawals.kind === 'select' && withdrawals.options).toEqual([
      { value: 'pending', label: 'Diproses' },
      { value: 'approved', label: 'Berhasil' },
      { value: 'rejected', label: 'Ditolak' },
    ]);
    const partners = enumSelectFilter('Status', enumLabels.PartnerRowstatus, [1, 0]);
    // Spelled as the URL spells them, each read back in its own type.
    expect(partners.kind === 'select' && partners.options).toEqual([
      { value: '1', label: 'Aktif' },
      { value: '0', label: 'Nonaktif' },
    ]);
    expect(partners.codec.parse('1')).toBe(1);
    const users = enumSelectFilter('Status', enumLabels.UserActive);
    expect(users.codec.parse('true')).toBe(true);
  });

  it('reads a calendar day that exists and names the other end of its range', () => {
    const from = dateFilter('Dari tanggal', { notAfter: 'end_date', rangeLabel: 'Tanggal' });
    expect(from.codec.parse('2026-02-28')).toBe('2026-02-28');
    expect(from.codec.parse('2026-02-30')).toBeUndefined();
    expect(from).toMatchObject({ kind: 'date', notAfter: 'end_date' });
  });
});
