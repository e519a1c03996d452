import type { DisputeChatMessage, DisputeDetail, DisputePage, DisputeSaved } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetStore } from '../src/db/store';
import { rupiah } from '../src/handlers/shared/limits';
import { call, expectFieldError, fieldOf, fieldPathOf, login, messageOf } from './support/api';

let token: string;
beforeEach(async () => {
  resetStore();
  token = await login('A');
});

function disputeWith(status: DisputeDetail['status']) {
  const found = db.disputes.find((d) => d.status === status);
  if (found === undefined) throw new Error(`the seed has no ${status} dispute`);
  return found;
}

async function list(query = ''): Promise<DisputePage> {
  const response = await call('GET', `/v1/adminpeppo/getalldispute${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as DisputePage;
}

function decide(body: Record<string, unknown>) {
  return call('POST', '/v1/adminpeppo/disputeupdate', { token, json: body });
}

describe('dispute seed', () => {
  it('has at least 3 pages of disputes in every state, with chats and evidence', () => {
    expect(db.disputes.length).toBeGreaterThanOrEqual(50);
    for (const status of ['open', 'in_review', 'resolved', 'rejected'] as const) {
      expect(db.disputes.filter((d) => d.status === status).length).toBeGreaterThanOrEqual(3);
    }
    for (const dispute of db.disputes) {
      const chat = db.disputeChats.filter((m) => m.dispute_id === dispute.id);
      expect(chat.length).toBeGreaterThanOrEqual(3);
      expect(new Set(chat.map((m) => m.sender_role))).toContain('client');
      expect(dispute.evidence.length).toBeGreaterThan(0);
      expect(dispute.resolution === null).toBe(
        dispute.status === 'open' || dispute.status === 'in_review',
      );
    }
    expect(db.disputeChats.some((m) => m.message.includes('<script>'))).toBe(true);
    expect(db.disputeChats.some((m) => m.message.includes('<b>'))).toBe(true);
  });
});

describe('GET /v1/adminpeppo/getalldispute', () => {
  it('pages newest first with the contract meta; pending disputes count as active', async () => {
    const page = await list('?page=2&limit=15');
    expect(page.meta).toEqual({
      page: 2,
      totalpage: Math.ceil(db.disputes.length / 15),
      totaldata: db.disputes.length,
      totalDataOnPage: 15,
      totalActive: db.disputes.filter((d) => d.status === 'open' || d.status === 'in_review')
        .length,
    });
    const dates = page.data.map((d) => d.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.data[0]).not.toHaveProperty('evidence');
  });

  it('filters by status and searches the invoice, project and party names', async () => {
    const rejected = await list('?status=rejected&limit=100');
    expect(rejected.data.length).toBe(db.disputes.filter((d) => d.status === 'rejected').length);
    expect(rejected.data.every((d) => d.status === 'rejected')).toBe(true);
    const target = disputeWith('open');
    const byInvoice = await list(`?search=${encodeURIComponent(target.transaction_code)}`);
    expect(byInvoice.data.map((d) => d.id)).toEqual([target.id]);
    const byName = await list(`?search=${encodeURIComponent(target.client_name.toUpperCase())}`);
    expect(byName.data.map((d) => d.id)).toContain(target.id);
  });

  it('answers 400 naming the status filter when it is not a state', async () => {
    const response = await call('GET', '/v1/adminpeppo/getalldispute?status=closed', { token });
    expect(response.status).toBe(400);
    expect(await fieldPathOf(response)).toBe('query.status');
  });
});

describe('GET /v1/adminpeppo/getdisputedetail/{id} and getdisputechat/{id}', () => {
  it('answers evidence as absolute URLs that serve the files', async () => {
    const dispute = disputeWith('resolved');
    const response = await call('GET', `/v1/adminpeppo/getdisputedetail/${dispute.id}`, {
      token,
    });
    const { data } = (await response.json()) as { data: DisputeDetail };
    expect(data.resolution?.decided_by).toBeTruthy();
    const url = data.evidence[0] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/uploads\/disputes\//);
    const file = await call('GET', new URL(url).pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers the chat oldest first, with HTML-like text kept verbatim', async () => {
    const withScript = db.disputeChats.find((m) => m.message.includes('<script>'));
    if (withScript === undefined) throw new Error('no chat with <script>');
    const response = await call('GET', `/v1/adminpeppo/getdisputechat/${withScript.dispute_id}`, {
      token,
    });
    const { data } = (await response.json()) as { data: DisputeChatMessage[] };
    expect(data.map((m) => m.message)).toContain(withScript.message);
    const dates = data.map((m) => m.created_at);
    expect(dates).toEqual([...dates].sort());
    for (const message of data) {
      if (message.attachment_url !== null)
        expect(message.attachment_url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/uploads\//);
    }
  });

  it('answers 404 for an unknown dispute', async () => {
    for (const path of ['getdisputedetail', 'getdisputechat']) {
      const response = await call('GET', `/v1/adminpeppo/${path}/9999`, { token });
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('Data tidak ditemukan.');
    }
  });
});

describe('POST /v1/adminpeppo/disputeupdate', () => {
  it('resolves with a split, then the detail, list and chat show the decision', async () => {
    const dispute = disputeWith('open');
    const clientAmount = Math.floor(dispute.amount / 4);
    const response = await decide({
      id: dispute.id,
      status: 'resolved',
      decision: 'split',
      client_amount: clientAmount,
      note: 'Dana dibagi sesuai <b>progres</b> pekerjaan.',
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as DisputeSaved;
    expect(saved.message).toBe('Dispute berhasil disimpan.');
    expect(saved.data.status).toBe('resolved');
    expect(saved.data.resolution).toMatchObject({
      decision: 'split',
      client_amount: clientAmount,
      freelancer_amount: dispute.amount - clientAmount,
      decided_by: 'Rina Wulandari',
    });

    const detail = await call('GET', `/v1/adminpeppo/getdisputedetail/${dispute.id}`, { token });
    expect(((await detail.json()) as { data: DisputeDetail }).data.status).toBe('resolved');
    const open = await list('?status=open&limit=100');
    expect(open.data.map((d) => d.id)).not.toContain(dispute.id);
    const chat = await call('GET', `/v1/adminpeppo/getdisputechat/${dispute.id}`, { token });
    const messages = ((await chat.json()) as { data: DisputeChatMessage[] }).data;
    expect(messages.at(-1)).toMatchObject({
      sender_role: 'admin',
      message: 'Dana dibagi sesuai <b>progres</b> pekerjaan.',
    });
  });

  it('refunds the whole amount to the client and rejects by releasing it to the freelancer', async () => {
    const [first, second] = db.disputes.filter((d) => d.status === 'open');
    if (first === undefined || second === undefined) throw new Error('need two open disputes');
    const refund = (await (
      await decide({ id: first.id, status: 'resolved', decision: 'refund_client' })
    ).json()) as DisputeSaved;
    expect(refund.data.resolution).toMatchObject({
      client_amount: first.amount,
      freelancer_amount: 0,
      note: null,
    });
    const reject = (await (
      await decide({ id: second.id, status: 'rejected' })
    ).json()) as DisputeSaved;
    expect(reject.data.status).toBe('rejected');
    expect(reject.data.resolution).toMatchObject({
      decision: 'release_freelancer',
      client_amount: 0,
      freelancer_amount: second.amount,
    });
  });

  it('takes an open dispute into review without a resolution', async () => {
    const dispute = disputeWith('open');
    const saved = (await (
      await decide({ id: dispute.id, status: 'in_review' })
    ).json()) as DisputeSaved;
    expect(saved.data.status).toBe('in_review');
    expect(saved.data.resolution).toBeNull();
    const again = await decide({ id: dispute.id, status: 'in_review' });
    expect(again.status).toBe(400);
    expect(await fieldOf(again)).toEqual({
      in: 'body',
      name: 'status',
      message: 'Sengketa ini sudah dalam peninjauan.',
    });
  });

  it.each([
    [{ status: 'resolved' }, 'body.decision'],
    [{ status: 'resolved', decision: 'split' }, 'body.client_amount'],
    [{ status: 'open' }, 'body.status'],
    [{ status: 'resolved', decision: 'halve' }, 'body.decision'],
    [{ status: 'resolved', decision: 'split', client_amount: -1 }, 'body.client_amount'],
  ])('answers 400 naming the field the contract refuses for %j', async (fields, field) => {
    const dispute = disputeWith('open');
    const response = await decide({ id: dispute.id, ...fields });
    expect(response.status).toBe(400);
    expect(await fieldPathOf(response)).toBe(field);
    expect(db.disputes.find((d) => d.id === dispute.id)?.status).toBe('open');
  });

  it.each([
    [
      { status: 'in_review', decision: 'refund_client' },
      'decision',
      'Keputusan hanya boleh diisi saat sengketa diselesaikan atau ditolak.',
    ],
    [
      { status: 'rejected', decision: 'refund_client' },
      'decision',
      'Sengketa yang ditolak mencairkan dana ke freelancer.',
    ],
    [
      { status: 'resolved', decision: 'refund_client', client_amount: 5 },
      'client_amount',
      'Jumlah untuk klien hanya boleh diisi untuk keputusan bagi dua.',
    ],
  ])(
    'answers 400 with an Indonesian message under the field for %j',
    async (fields, name, message) => {
      const dispute = disputeWith('open');
      const response = await decide({ id: dispute.id, ...fields });
      await expectFieldError(response, 400, 'body', name, message);
      expect(db.disputes.find((d) => d.id === dispute.id)?.status).toBe('open');
    },
  );

  it('answers 400 naming client_amount when a split is not below the dispute amount', async () => {
    const dispute = disputeWith('in_review');
    const response = await decide({
      id: dispute.id,
      status: 'resolved',
      decision: 'split',
      client_amount: dispute.amount,
    });
    expect(response.status).toBe(400);
    expect(await fieldOf(response)).toEqual({
      in: 'body',
      name: 'client_amount',
      message: `Jumlah untuk klien harus di bawah nilai sengketa (${rupiah(dispute.amount)}).`,
    });
  });

  it('answers 400 for a dispute already decided and 404 for an unknown one', async () => {
    const decided = disputeWith('resolved');
    const response = await decide({ id: decided.id, status: 'rejected' });
    expect(response.status).toBe(400);
    expect(await fieldOf(response)).toEqual({
      in: 'body',
      name: 'status',
      message: 'Sengketa ini sudah selesai dan tidak bisa diubah lagi.',
    });
    const missing = await decide({ id: 9999, status: 'in_review' });
    expect(missing.status).toBe(404);
    const noId = await call('POST', '/v1/adminpeppo/disputeupdate', {
      token,
      json: { status: 'in_review' },
    });
    expect(await fieldPathOf(noId)).toBe('body.id');
  });

  it('is undone by a reset', async () => {
    const dispute = disputeWith('open');
    await decide({ id: dispute.id, status: 'rejected' });
    resetStore();
    expect(db.disputes.find((d) => d.id === dispute.id)?.status).toBe('open');
  });
});
