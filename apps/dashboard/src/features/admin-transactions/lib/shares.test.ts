import type { AdminTransaction } from '@backoffice/sdk';
import { clientShare, transactionTitle } from './shares';

const job: AdminTransaction = {
  id: 5001,
  invoice: 'INV/20261014/0012',
  job_name: 'Desain Logo',
  project_name: null,
  client_name: 'Budi Santoso',
  freelancer_name: 'Siti Rahayu',
  commision: 750000,
  quantity: 2,
  finalpriceaftercutoff: 1350000,
  status: 'paid',
  created_at: '2026-10-14T09:30:00+07:00',
};

describe('admin transaction shares', () => {
  it('gives the client share as the price per unit times the quantity', () => {
    expect(clientShare(job)).toBe(1_500_000);
    expect(clientShare({ ...job, quantity: 1 })).toBe(750_000);
  });

  it('names the job, or the project when there is no job', () => {
    expect(transactionTitle(job)).toBe('Desain Logo');
    expect(
      transactionTitle({ ...job, job_name: null, project_name: 'Website Company Profile' }),
    ).toBe('Website Company Profile');
  });
});
