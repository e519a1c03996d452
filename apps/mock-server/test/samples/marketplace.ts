import { samplePng } from '../support/sample-value';
import type { SampleMap } from './types';

function first<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`the seed has no ${what}`);
  return row;
}

/** Samples of the admin marketplace areas: Dispute, User, Transaction, Project, Promo. */
export const marketplaceSamples: SampleMap = {
  submitDisputeDecision: (db) => {
    const open = first(
      db.disputes.filter((d) => d.status === 'open'),
      'open dispute',
    );
    return {
      body: {
        id: open.id,
        status: 'resolved',
        decision: 'split',
        client_amount: Math.floor(open.amount / 2),
        note: 'Sebagian pekerjaan sudah diserahkan, dana dibagi dua.',
      },
    };
  },
  toggleUserActive: (db) => ({ query: { id: first(db.users, 'user').id } }),
  getProjectDetail: (db) => ({ query: { id: first(db.projects, 'project').id } }),
  setProjectRowStatus: (db) => {
    const project = first(db.projects, 'project');
    return { body: { id: project.id, rowStatus: project.rowStatus === 1 ? 0 : 1 } };
  },
  getPromoById: (db) => ({ path: { id: first(db.promos, 'promo').id } }),
  createPromo: () => ({
    body: {
      title: 'Promo Gajian Januari',
      code: 'GAJIAN2501',
      description: 'Potongan 25% setiap tanggal 25.',
      discount_type: 'percent',
      value: 25,
      quota: 200,
      start_date: '2027-01-25',
      end_date: '2027-01-27',
      image: samplePng('gajian.png'),
    },
  }),
  updatePromo: (db) => {
    const promo = first(db.promos, 'promo');
    return {
      path: { id: promo.id },
      body: {
        title: promo.title,
        code: promo.code,
        description: 'Potongan diperpanjang sampai akhir bulan.',
        discount_type: promo.discount_type,
        value: promo.value,
        quota: Math.max(promo.quota, promo.used),
        start_date: promo.start_date,
        end_date: promo.end_date,
      },
    };
  },
  deletePromo: (db) => ({ path: { id: first(db.promos, 'promo').id } }),
};
