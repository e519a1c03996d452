import { readListParams, writeListParams } from '@/lib/list/list-params';
import { periodOf, periodParams, validatePeriod } from './period';

describe('admin dashboard period', () => {
  it('accepts a period of up to 366 days', () => {
    expect(validatePeriod({ start_date: '2026-10-01', end_date: '2026-10-01' })).toEqual({});
    expect(validatePeriod({ start_date: '2027-03-01', end_date: '2028-02-29' })).toEqual({});
    expect(validatePeriod({ start_date: '2027-03-01', end_date: '2028-03-01' })).toEqual({
      end_date: 'Rentang tanggal paling lama 366 hari.',
    });
  });

  it('refuses a start after the end, and missing dates', () => {
    expect(validatePeriod({ start_date: '2026-10-02', end_date: '2026-10-01' })).toEqual({
      start_date: 'Tanggal mulai tidak boleh setelah tanggal akhir.',
    });
    expect(validatePeriod({ start_date: '', end_date: '' })).toEqual({
      start_date: 'Tanggal mulai wajib diisi.',
      end_date: 'Tanggal akhir wajib diisi.',
    });
  });

  it('says how to write a date when what was typed is not one yet', () => {
    expect(validatePeriod({ start_date: '19/10', end_date: '31/02/2026' })).toEqual({
      start_date: 'Tulis tanggal mulai sebagai hh/bb/tttt.',
      end_date: 'Tulis tanggal akhir sebagai hh/bb/tttt.',
    });
  });

  it('reads the period from the URL only when it is complete and valid', () => {
    const read = (search: string) => periodOf(readListParams(search, periodParams).filters);
    expect(read('?start_date=2026-10-01&end_date=2026-10-03')).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-03',
    });
    expect(read('')).toBeNull();
    expect(read('start_date=2026-10-01')).toBeNull();
    expect(read('start_date=2026-10-05&end_date=2026-10-01')).toBeNull();
    expect(read('start_date=yesterday&end_date=2026-10-01')).toBeNull();
  });

  it('writes the period into the query string, keeping other parameters', () => {
    const period = { start_date: '2026-10-01', end_date: '2026-10-03' };
    expect(writeListParams('/', 'tab=x', periodParams, { filters: period })).toBe(
      '/?tab=x&start_date=2026-10-01&end_date=2026-10-03',
    );
  });
});
