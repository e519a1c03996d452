import { type DisputeDetail, enumLabels } from '@backoffice/sdk';
import { formatDateTime, formatRupiah } from '@backoffice/ui';
import { EnumBadge, labelOf } from '@/lib/enum-badge';
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
  return (
    <ol className="grid gap-3 border-l ps-4 text-sm">
      <li>
        <span className="font-medium">Diajukan</span>{' '}
        <span className="text-muted-foreground">{formatDateTime(dispute.created_at)}</span>
      </li>
      {dispute.updated_at !== dispute.created_at && resolution === null ? (
        <li>
          <span className="font-medium">Terakhir diubah</span>{' '}
          <span className="text-muted-foreground">{formatDateTime(dispute.updated_at)}</span>
        </li>
      ) : null}
      {resolution === null ? null : (
        <li>
          <span className="font-medium">Diputuskan oleh {resolution.decided_by}</span>{' '}
          <span className="text-muted-foreground">{formatDateTime(resolution.decided_at)}</span>
        </li>
      )}
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
