import { DEMO_ACCOUNTS } from '@backoffice/contract';
import type { AdminTransaction, DisputeChatMessage, DisputeDetail } from '@backoffice/sdk';
import { escapeXml, type FileTable, putSvg, slug } from '../files';
import { DAY_MS, jakartaIso, SEED_NOW } from '../time';
import type { SeedContext } from './context';
import { ADMIN_REVIEW_LINES, REJECTION_NOTES, SCENARIOS, scriptLine } from './dispute/scenarios';
import { clientShare } from './transactions';

/**
 * A small SVG standing in for an uploaded evidence screenshot: a card with the file's title and
 * the dispute's invoice, so a reviewer can tell the files apart. Answers the file name.
 */
function seedEvidence(files: FileTable, disputeId: number, title: string, invoice: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="${escapeXml(title)}"><rect width="640" height="400" fill="#F4F4F8"/><rect x="24" y="24" width="592" height="352" rx="12" fill="#fff" stroke="#5B59D4" stroke-width="2"/><text x="48" y="80" font-family="sans-serif" font-size="26" fill="#1F1F3A">${escapeXml(title)}</text><text x="48" y="120" font-family="sans-serif" font-size="18" fill="#55557A">${escapeXml(invoice)}</text></svg>`;
  return putSvg(files, `disputes/${disputeId}/${slug(title)}.svg`, svg);
}

/** A dispute as stored: `evidence` holds file names under /uploads, made absolute on read. */
export type DisputeRecord = Omit<DisputeDetail, 'evidence'> & { evidence: string[] };

/** A chat message as stored, linked to its dispute; `attachment` is a file name or null. */
type DisputeChatRecord = Omit<DisputeChatMessage, 'attachment_url'> & {
  dispute_id: number;
  attachment: string | null;
};

const DISPUTE_COUNT = 54;
const MINUTE_MS = 60 * 1000;
/** The admin who decided the seeded disputes: the demo admin account. */
const DECIDING_ADMIN = DEMO_ACCOUNTS[0].name;

function firstName(name: string): string {
  return name.split(' ')[0] ?? name;
}

/** The newest disputes are still open or in review; older ones were mostly decided. */
function statusFor(rankFromNewest: number, roll: number): DisputeRecord['status'] {
  if (rankFromNewest < 8) return 'open';
  if (rankFromNewest < 22) return roll < 0.35 ? 'open' : 'in_review';
  if (roll < 0.08) return 'in_review';
  return roll < 0.62 ? 'resolved' : 'rejected';
}

/**
 * Disputes on distinct paid or completed transactions (others only when those run out), each
 * with its evidence files and a chat between client, freelancer and, once taken up, the admin.
 */
export function seedDisputes(
  { rng, files }: SeedContext,
  transactions: readonly AdminTransaction[],
) {
  const settled = (t: AdminTransaction) => t.status === 'paid' || t.status === 'completed';
  const shuffled = rng.shuffle(transactions);
  const picked = [...shuffled.filter(settled), ...shuffled.filter((t) => !settled(t))]
    .slice(0, DISPUTE_COUNT)
    .map((transaction) => {
      const filedAt = Date.parse(transaction.created_at) + rng.int(1, 14) * DAY_MS;
      return { transaction, filedAt: Math.min(filedAt, SEED_NOW - rng.int(30, 600) * MINUTE_MS) };
    })
    .sort((a, b) => a.filedAt - b.filedAt);

  const disputes: DisputeRecord[] = [];
  const disputeChats: DisputeChatRecord[] = [];
  picked.forEach(({ transaction, filedAt }, index) => {
    const id = index + 1;
    const scenario = rng.pick(SCENARIOS);
    const status = statusFor(picked.length - 1 - index, rng.next());
    const amount = clientShare(transaction);
    const project = transaction.project_name ?? transaction.job_name ?? 'Pekerjaan';
    const names = {
      client: firstName(transaction.client_name),
      freelancer: firstName(transaction.freelancer_name),
      project,
    };
    const evidence = scenario.evidence.map((title) =>
      seedEvidence(files, id, title, transaction.invoice),
    );

    const senders = {
      client: transaction.client_name,
      freelancer: transaction.freelancer_name,
      admin: DECIDING_ADMIN,
    };
    let at = filedAt;
    const say = (role: DisputeChatRecord['sender_role'], message: string, attach?: number) => {
      at = Math.min(at + rng.int(20, 600) * MINUTE_MS, SEED_NOW);
      disputeChats.push({
        id: disputeChats.length + 1,
        dispute_id: id,
        sender_name: senders[role],
        sender_role: role,
        message,
        attachment: evidence[attach ?? -1] ?? null,
        created_at: jakartaIso(at),
      });
    };
    const [opening, ...rest] = scenario.script.map((line) => scriptLine(line, names));
    if (opening !== undefined) say(opening.from, opening.text, opening.attach);
    if (status !== 'open') say('admin', rng.pick(ADMIN_REVIEW_LINES));
    for (const line of rest) say(line.from, line.text, line.attach);

    let resolution: DisputeRecord['resolution'] = null;
    if (status === 'resolved' || status === 'rejected') {
      const rejected = status === 'rejected';
      const decision = rejected ? 'release_freelancer' : scenario.decision;
      const note = rejected ? rng.pick(REJECTION_NOTES) : scenario.note;
      say('admin', note);
      const client_amount =
        decision === 'refund_client'
          ? amount
          : decision === 'split'
            ? Math.round((amount * rng.pick([0.3, 0.4, 0.5, 0.6])) / 1000) * 1000
            : 0;
      resolution = {
        decision,
        note,
        client_amount,
        freelancer_amount: amount - client_amount,
        decided_by: DECIDING_ADMIN,
        decided_at: jakartaIso(at),
      };
    }
    disputes.push({
      id,
      transaction_code: transaction.invoice,
      project_name: project,
      client_name: transaction.client_name,
      freelancer_name: transaction.freelancer_name,
      amount,
      reason: scenario.reason,
      status,
      created_at: jakartaIso(filedAt),
      updated_at: jakartaIso(status === 'open' ? filedAt : at),
      evidence,
      resolution,
    });
  });
  return { disputes, disputeChats };
}
