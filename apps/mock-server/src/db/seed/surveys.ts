import type { Survey, SurveyQuestion, SurveyTarget, SurveyTargetValue } from '@backoffice/sdk';
import { list } from '../fixtures/list';
import type { Random } from '../random';
import { DAY_MS, daysBefore, jakartaDate, jakartaIso, SEED_NOW } from '../time';
import type { SeedContext } from './context';

/** A survey as stored; `target_name` is read from {@link SURVEY_TARGETS} when answered. */
export type SurveyRecord = Omit<Survey, 'target_name'>;

/** The target groups of the survey form's select (fixed reference data). */
export const SURVEY_TARGETS = [
  { value: 'all', name: 'Semua Pengguna' },
  { value: 'client', name: 'Klien' },
  { value: 'freelancer', name: 'Freelancer' },
  { value: 'partner', name: 'Partner' },
  { value: 'merchant', name: 'Merchant' },
] as const satisfies readonly SurveyTarget[];

export function targetName(value: SurveyTargetValue): string {
  return SURVEY_TARGETS.find((target) => target.value === value)?.name ?? value;
}

const SURVEY_COUNT = 56;
const FIRST_QUESTION_ID = 1001;

const TOPICS = list(`
  Kepuasan Layanan, Pengalaman Pembayaran, Kemudahan Aplikasi, Kebutuhan Fitur Baru,
  Kualitas Dukungan Pelanggan, Program Referral, Promo dan Voucher, Keamanan Akun
`);

/** The question bank: a multiple-choice question's options follow ` | `; the rest take text. */
const QUESTIONS = `
Seberapa puas Anda dengan layanan kami? | Sangat puas, Puas, Cukup, Kurang puas, Tidak puas
Seberapa mudah proses pembayaran di aplikasi? | Sangat mudah, Mudah, Sulit, Sangat sulit
Seberapa sering Anda memakai aplikasi dalam sebulan? | Setiap hari, Setiap minggu, Sebulan sekali,
  Jarang
Apakah Anda akan merekomendasikan kami kepada teman? | Ya, Mungkin, Tidak
Metode pembayaran apa yang paling sering Anda gunakan? | Transfer bank, Dompet digital,
  Kartu kredit, Gerai retail
Fitur apa yang paling Anda butuhkan berikutnya?
Apa yang perlu kami perbaiki?
Ceritakan kendala terakhir yang Anda alami.
Saran lain untuk tim kami?
`
  .trim()
  .replace(/,\n +/g, ', ')
  .split('\n')
  .map((line): Omit<SurveyQuestion, 'id'> => {
    const [question = '', options] = line.split(' | ');
    if (options === undefined) return { question, type: 'text', options: [] };
    return { question, type: 'choice', options: list(options) };
  });

function questionsOf(rng: Random, firstId: number): SurveyQuestion[] {
  const picked = rng.shuffle(QUESTIONS).slice(0, rng.int(2, 6));
  return picked.map((q, index) => ({ ...q, options: [...q.options], id: firstId + index }));
}

/**
 * Surveys, ids in creation order, for every target group; each runs two to six weeks, so some
 * have ended, some are open and some start later. Only surveys already open have responses.
 */
export function seedSurveys({ rng }: SeedContext): { surveys: SurveyRecord[] } {
  const ages = rng.intsHighestFirst(SURVEY_COUNT, 1, 400);
  let nextQuestionId = FIRST_QUESTION_ID;
  const surveys = ages.map((age, index): SurveyRecord => {
    const target = rng.pick(SURVEY_TARGETS).value;
    const topic = rng.pick(TOPICS);
    const createdMs = daysBefore(age, rng.int(8 * 60, 18 * 60));
    const startMs = createdMs + rng.int(0, 14) * DAY_MS;
    const endMs = startMs + rng.int(14, 42) * DAY_MS;
    const questions = questionsOf(rng, nextQuestionId);
    nextQuestionId += questions.length;
    const year = jakartaDate(startMs).slice(0, 4);
    return {
      id: index + 1,
      title: `Survey ${topic} ${target === 'all' ? 'Pengguna' : targetName(target)} ${year}`,
      description: `Bantu kami meningkatkan ${topic.toLowerCase()} dengan mengisi survey singkat ini (sekitar ${questions.length * 2} menit).`,
      target,
      questions,
      start_date: jakartaDate(startMs),
      end_date: jakartaDate(endMs),
      response_count: startMs > SEED_NOW ? 0 : rng.int(5, 900),
      created_at: jakartaIso(createdMs),
      updated_at: jakartaIso(Math.min(createdMs + rng.int(0, 5) * DAY_MS, SEED_NOW)),
    };
  });
  return { surveys };
}
