import { listPage } from '../db/paging';
import { db } from '../db/store';
import { route } from '../http';
import { refuseField } from '../pipeline/errors';

/** Area "Transaction": the admin's list of all marketplace transactions. */
export const transactionHandlers = [
  route.get('/v1/admindata/alltrans', ({ query, response }) => {
    const { start_date: start, end_date: end } = query;
    if (start !== undefined && end !== undefined && end < start) {
      refuseField('end_date', 'Tanggal akhir tidak boleh sebelum tanggal mulai.', 400, 'query');
    }
    const page = listPage(db.adminTransactions, query, {
      newest: (t) => t.created_at,
      // Active: money that changed hands and stayed.
      active: (t) => t.status === 'paid' || t.status === 'completed',
      search: (t) => [t.invoice, t.job_name, t.project_name, t.client_name, t.freelancer_name],
      keep: [
        start === undefined && end === undefined
          ? null
          : (t) => {
              // created_at is stored in Asia/Jakarta (+07:00): its first ten characters are its day.
              const day = t.created_at.slice(0, 10);
              return (start === undefined || day >= start) && (end === undefined || day <= end);
            },
      ],
    });
    return response(200).json(page);
  }),
];
