import type { DisputeDetail } from '@backoffice/sdk';
import { addRow, compareIso, listPage, whereIs } from '../db/paging';
import type { DisputeRecord } from '../db/seed/dispute';
import { db } from '../db/store';
import { nowIso } from '../db/time';
import { fileUrl } from '../db/uploads';
import { route } from '../http';
import { found, refuseField } from '../pipeline/errors';
import { rupiah } from './shared/limits';

function toDetail(origin: string, dispute: DisputeRecord): DisputeDetail {
  return { ...dispute, evidence: dispute.evidence.map((name) => fileUrl(origin, name)) };
}

/** Area "Dispute": the admin's dispute list, detail, chat and decision. */
export const disputeHandlers = [
  route.get('/v1/adminpeppo/getalldispute', ({ query, response }) => {
    const page = listPage(db.disputes, query, {
      newest: (d) => d.created_at,
      // Open and in-review disputes still wait for an admin.
      active: (d) => d.status === 'open' || d.status === 'in_review',
      search: (d) => [d.transaction_code, d.project_name, d.client_name, d.freelancer_name],
      keep: [whereIs(query.status, (d) => d.status)],
      // The list shows the summary: evidence and resolution belong to the detail.
      as: ({ evidence: _evidence, resolution: _resolution, ...row }) => row,
    });
    return response(200).json(page);
  }),

  route.get('/v1/adminpeppo/getdisputedetail/{id}', ({ path: { id }, origin, response }) => {
    const dispute = found(db.disputes.find((d) => d.id === id));
    return response(200).json({ data: toDetail(origin, dispute) });
  }),

  route.get('/v1/adminpeppo/getdisputechat/{id}', ({ path: { id }, origin, response }) => {
    found(db.disputes.find((d) => d.id === id));
    const data = db.disputeChats
      .filter((m) => m.dispute_id === id)
      .sort((a, b) => compareIso(a.created_at, b.created_at) || a.id - b.id)
      .map(({ dispute_id: _dispute, attachment, ...message }) => ({
        ...message,
        attachment_url: fileUrl(origin, attachment),
      }));
    return response(200).json({ data });
  }),

  route.post('/v1/adminpeppo/disputeupdate', ({ body, user: admin, origin, response }) => {
    const dispute = found(db.disputes.find((d) => d.id === body.id));
    if (dispute.status === 'resolved' || dispute.status === 'rejected') {
      refuseField('status', 'Sengketa ini sudah selesai dan tidak bisa diubah lagi.');
    }
    if (body.status === 'in_review' && dispute.status === 'in_review') {
      refuseField('status', 'Sengketa ini sudah dalam peninjauan.');
    }
    if (body.status === 'in_review' && body.decision !== undefined) {
      refuseField(
        'decision',
        'Keputusan hanya boleh diisi saat sengketa diselesaikan atau ditolak.',
      );
    }
    // A rejected dispute is dismissed: the funds go to the freelancer.
    if (
      body.status === 'rejected' &&
      body.decision !== undefined &&
      body.decision !== 'release_freelancer'
    ) {
      refuseField('decision', 'Sengketa yang ditolak mencairkan dana ke freelancer.');
    }
    if (body.client_amount !== undefined && body.decision !== 'split') {
      refuseField(
        'client_amount',
        'Jumlah untuk klien hanya boleh diisi untuk keputusan bagi dua.',
      );
    }
    if (body.client_amount !== undefined && body.client_amount >= dispute.amount) {
      refuseField(
        'client_amount',
        `Jumlah untuk klien harus di bawah nilai sengketa (${rupiah(dispute.amount)}).`,
      );
    }

    const now = nowIso();
    const note = body.note?.trim() || null;
    if (body.status === 'resolved' || body.status === 'rejected') {
      const decision = body.decision ?? 'release_freelancer';
      const client_amount =
        decision === 'refund_client'
          ? dispute.amount
          : decision === 'split'
            ? (body.client_amount ?? 0)
            : 0;
      dispute.resolution = {
        decision,
        note,
        client_amount,
        freelancer_amount: dispute.amount - client_amount,
        decided_by: admin.name,
        decided_at: now,
      };
    }
    dispute.status = body.status;
    dispute.updated_at = now;
    // The note is sent to both parties: it joins the dispute's chat as the admin's message.
    if (note !== null) {
      addRow(db.disputeChats, {
        dispute_id: dispute.id,
        sender_name: admin.name,
        sender_role: 'admin',
        message: note,
        attachment: null,
        created_at: now,
      });
    }
    return response(200).json({
      message: 'Dispute berhasil disimpan.',
      data: toDetail(origin, dispute),
    });
  }),
];
