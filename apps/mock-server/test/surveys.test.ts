import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetStore } from '../src/db/store';
import { call, expectFieldError, fieldOf, fieldPathOf, login, messageOf } from './support/api';

interface SurveyRow {
  id: number;
  title: string;
  target: string;
  target_name: string;
  questions: { id: number; question: string; type: string; options: string[] }[];
  start_date: string;
  end_date: string;
  response_count: number;
}
interface SurveyPage {
  survey: SurveyRow[];
  meta: { totalpage: number; totaldata: number; totalDataOnPage: number };
}

beforeEach(() => resetStore());

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const FORM = {
  title: 'Kepuasan Layanan Freelancer 2026',
  description: 'Bantu kami meningkatkan layanan dengan mengisi survei singkat ini.',
  target: 'freelancer',
  questions: [
    {
      question: 'Seberapa puas Anda dengan proses pembayaran?',
      type: 'choice',
      options: ['Sangat puas', 'Puas', 'Kurang puas', 'Tidak puas'],
    },
    { question: 'Apa yang perlu kami perbaiki?', type: 'text' },
  ],
  start_date: '2026-11-01',
  end_date: '2026-11-30',
};

async function create(values: Record<string, unknown> = {}): Promise<Response> {
  return call('POST', '/v1/admindata/surveycreate', {
    token: await login('A'),
    json: { ...FORM, ...values },
  });
}

describe('GET /v1/admindata/getallsurvey', () => {
  it('pages at least 50 surveys under the key `survey`, searchable by title', async () => {
    const token = await login('A');
    const page = await json<SurveyPage>(await call('GET', '/v1/admindata/getallsurvey', { token }));
    expect(page.survey).toHaveLength(15);
    expect(page.meta.totaldata).toBeGreaterThanOrEqual(50);
    expect(page.meta.totalpage).toBeGreaterThanOrEqual(4);
    const found = await json<SurveyPage>(
      await call('GET', '/v1/admindata/getallsurvey?search=voucher&limit=100', { token }),
    );
    expect(found.survey.length).toBeGreaterThan(0);
    expect(found.survey.every((s) => s.title.toLowerCase().includes('voucher'))).toBe(true);
  });
});

describe('survey writes', () => {
  it('creates a survey that the list and the detail then answer', async () => {
    const response = await create();
    expect(response.status).toBe(201);
    const { message, data } = await json<{ message: string; data: SurveyRow }>(response);
    expect(message).toBe('Surveu berhasil dibuat.');
    expect(data).toMatchObject({ target_name: 'Freelancer', response_count: 0 });
    expect(data.questions.map((q) => q.options.length)).toEqual([4, 0]);
    const token = await login('A');
    const page = await json<SurveyPage>(await call('GET', '/v1/admindata/getallsurvey', { token }));
    expect(page.survey[0]?.id).toBe(data.id);
    const detail = await json<{ data: SurveyRow }>(
      await call('GET', `/v1/admindata/getdetail/${data.id}`, { token }),
    );
    expect(detail.data).toEqual(data);
  });

  it('answers 400 naming the field of an inconsistent form', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ target: 'alien' }, 'target'],
      [{ questions: [] }, 'questions'],
      [
        { questions: [{ question: 'Pilih satu', type: 'choice', options: ['Ya'] }] },
        'questions.0.options',
      ],
      [{ questions: [{ question: 'Pilih satu', type: 'choice' }] }, 'questions.0.options'],
      [
        { questions: [{ question: 'Ceritakan', type: 'text', options: ['Ya', 'Tidak'] }] },
        'questions.0.options',
      ],
      [{ start_date: '01-11-2026' }, 'start_date'],
    ];
    for (const [values, field] of cases) {
      const response = await create(values);
      expect(response.status, field).toBe(400);
      // The contract's refusals and the handler's own name the field alike.
      expect((await fieldOf(response)).name, field).toBe(field);
    }
    // The rules between fields are the handler's: a message under the field.
    await expectFieldError(
      await create({ end_date: '2026-10-31' }),
      400,
      'body',
      'end_date',
      'Tanggal selesai tidak boleh sebelum tanggal mulai.',
    );
    await expectFieldError(
      await create({ questions: [{ question: 'Pilih', type: 'choice', options: ['Ya', ' ya '] }] }),
      400,
      'body',
      'questions.0.options',
      'Pilihan jawaban tidak boleh sama.',
    );
    // A title of only spaces: the contract's label for it (`Judul`).
    await expectFieldError(
      await create({ title: '   ' }),
      400,
      'body',
      'title',
      'Judul wajib diisi.',
    );
    expect(db.surveys).toHaveLength(56);
  });

  it('accepts a survey that starts and ends on the same day', async () => {
    expect((await create({ end_date: FORM.start_date })).status).toBe(201);
  });

  it('replaces the fields and the questions; the answers count stays', async () => {
    const survey = db.surveys.find((s) => s.response_count > 0);
    if (survey === undefined) throw new Error('no answered survey');
    const token = await login('A');
    const response = await call('PUT', `/v1/admindata/updatesurvey/${survey.id}`, {
      token,
      json: {
        ...FORM,
        title: 'Survei Diperpanjang',
        questions: [FORM.questions[1]],
        end_date: '2026-12-15',
      },
    });
    expect(response.status).toBe(200);
    expect(await messageOf(response.clone())).toBe('Survey berhasil diubah.');
    const { data } = await json<{ data: SurveyRow }>(
      await call('GET', `/v1/admindata/getdetail/${survey.id}`, { token }),
    );
    expect(data).toMatchObject({
      title: 'Survei Diperpanjang',
      end_date: '2026-12-15',
      response_count: survey.response_count,
    });
    expect(data.questions).toHaveLength(1);
    expect(data.questions[0]?.type).toBe('text');

    const bad = await call('PUT', `/v1/admindata/updatesurvey/${survey.id}`, {
      token,
      json: { ...FORM, end_date: '2026-01-01' },
    });
    expect(bad.status).toBe(400);
    expect((await fieldOf(bad)).name).toBe('end_date');
    const missing = await call('PUT', '/v1/admindata/updatesurvey/99999', { token, json: FORM });
    expect(missing.status).toBe(404);
  });

  it('deletes a survey, which the list and the detail then lack', async () => {
    const token = await login('A');
    const target = db.surveys[5];
    if (target === undefined) throw new Error('no survey');
    const response = await call('DELETE', `/v1/admindata/deletesurvey/${target.id}`, { token });
    expect(response.status).toBe(200);
    expect(await messageOf(response)).toBe('Survey berhasil dihapus.');
    expect((await call('GET', `/v1/admindata/getdetail/${target.id}`, { token })).status).toBe(404);
    const page = await json<SurveyPage>(
      await call('GET', '/v1/admindata/getallsurvey?limit=100', { token }),
    );
    expect(page.survey.map((s) => s.id)).not.toContain(target.id);
    expect(
      (await call('DELETE', `/v1/admindata/deletesurvey/${target.id}`, { token })).status,
    ).toBe(404);
    const badId = await call('DELETE', '/v1/admindata/deletesurvey/abc', { token });
    expect(badId.status).toBe(400);
    expect(await fieldPathOf(badId)).toContain('id');
  });

  it('is admin-only', async () => {
    const response = await call('POST', '/v1/admindata/surveycreate', {
      token: await login('P'),
      json: FORM,
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /v1/admindata/getDwopdownSurvy', () => {
  it('answers the five targets to every role', async () => {
    for (const role of ['A', 'P', 'M'] as const) {
      const { data } = await json<{ data: { value: string; name: string }[] }>(
        await call('GET', '/v1/admindata/getDwopdownSurvy', { token: await login(role) }),
      );
      expect(data.map((t) => t.value)).toEqual([
        'all',
        'client',
        'freelancer',
        'partner',
        'merchant',
      ]);
    }
  });
});

describe('reset', () => {
  it('restores the seeded surveys', async () => {
    await create();
    expect(db.surveys).toHaveLength(57);
    await call('POST', '/__mock/reset');
    expect(db.surveys).toHaveLength(56);
  });
});
