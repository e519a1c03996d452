import { type DisputeDetail, enumLabels } from '@backoffice/sdk';
import { formatDateTime, formatRupiah } from '@backoffice/ui';
import { EnumBadge } from '@/lib/enum-badge';
import { labelOf } from '@/lib/enum-label';
import { DetailItem } from '@/lib/record/detail-item';

/** Who disputes what, for how much, why (as written, as text), and its evidence. */
export function DisputeSummary({ dispute }: { dispute: DisputeDetail }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <DetailItem term="Proyek">{dispute.project_name}</DetailItem>
      <DetailItem term="Transaksi">{dispute.transaction_code}</DetailItem>
      <DetailItem term="Klien">{dispute.client_name}</DetailItem>
      <DetailItem term="Freelancer">{dispute.freelancer_name}</DetailItem>
      <DetailItem term="Jumlah">{formatRupiah(dispute.amount)}</DetailItem>
      <DetailItem term="Status">
        <EnumBadge labels={enumLabels.DisputeStatus} value={dispute.status} />
      </DetailItem>
      <DetailItem term="Alasan" className="sm:col-span-2" valueClassName="whitespace-pre-line">
        {dispute.reason}
      </DetailItem>
      {dispute.evidence.length > 0 ? (
        <DetailItem term="Bukti" className="sm:col-span-2" valueClassName="flex flex-wrap gap-3">
          {dispute.evidence.map((url, index) => (
            <a
              key={url}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-link underline-offset-4 hover:underline"
            >
              Bukti {index + 1}
            </a>
          ))}
        </DetailItem>
      ) : null}
    </dl>
  );
}

/** What happened to the dispute so far, oldest first, in Asia/Jakarta time. */
export function DisputeHistory({ dispute }: { dispute: DisputeDetail }) {
  const { resolution } = dispute;
  const changed = dispute.updated_at !== dispute.created_at && resolution === null;
  const steps = [
    ['Diajukan', dispute.created_at],
    ...(changed ? [['Terakhir diubah', dispute.updated_at]] : []),
    ...(resolution ? [[`Diputuskan oleh ${resolution.decided_by}`, resolution.decided_at]] : []),
  ];
  return (
    <ol className="grid gap-3 border-l ps-4 text-sm">
      {steps.map(([what, when]) => (
        <li key={what}>
          <span className="font-medium">{what}</span>{' '}
          <span className="text-muted-foreground">{formatDateTime(when)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A decided dispute's decision, instead of the form. */
export function DisputeResolution({ dispute }: { dispute: DisputeDetail }) {
  const { resolution } = dispute;
  if (resolution === null) return null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <DetailItem term="Keputusan">
        {labelOf(enumLabels.DisputeDecision, resolution.decision)}
      </DetailItem>
      <DetailItem term="Diputuskan oleh">{resolution.decided_by}</DetailItem>
      <DetailItem term="Untuk klien">{formatRupiah(resolution.client_amount)}</DetailItem>
      <DetailItem term="Untuk freelancer">{formatRupiah(resolution.freelancer_amount)}</DetailItem>
      {resolution.note === null ? null : (
        <DetailItem term="Catatan" className="sm:col-span-2" valueClassName="whitespace-pre-line">
          {resolution.note}
        </DetailItem>
      )}
    </dl>
  );
}
