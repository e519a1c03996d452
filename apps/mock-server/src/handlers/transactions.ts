import { newestFirst, paginate, searchRows } from '../db/paging';
import { db } from '../db/store';
import { route } from '../http';
import { fieldErrorBody } from '../pipeline/errors';

/** Area "Transaction": the admin's list of all marketplace transactions. */
export const transactionHandlers = [
  route.get('/v1/admindata/alltrans', ({ query, response }) => {
    const { start_date: start, end_date: end } = query;
    if (start !== undefined && end !== undefined && end < start) {
      return response(400).json(
        fieldErrorBody('query', 'end_date', 'Tanggal akhir tidak boleh sebelum tanggal mulai.'),
      );
    }
    const found = searchRows(db.adminTransactions, query.search, (t) => [
      t.invoice,
      t.job_name,
      t.project_name,
      t.client_name,
      t.freelancer_name,
    ]).filter((t) => {
      // created_at is stored in Asia/Jakarta (+07:00), so its first ten characters are its day.
      const day = t.created_at.slice(0, 10);
      return (start === undefined || day >= start) && (end === undefined || day <= end);
    });
    const page = paginate(
      newestFirst(found, (t) => t.created_at),
      query,
      // Money that changed hands and stayed: paid or completed.
      (t) => t.status === 'paid' || t.status === 'completed',
    );
    return response(200).json(page);
  }),
];
