import type { ProjectDetail as ProjectDetailRecord } from '@backoffice/sdk';
import { EMPTY_VALUE, formatDate, formatDateTime, formatRupiah } from '@backoffice/ui';
import { DetailItem } from '@/lib/record/detail-item';

/** One project as the admin reads it: the brief (as written, as text), the client, the work. */
export function ProjectDetail({ project }: { project: ProjectDetailRecord }) {
  return (
    <div className="grid gap-5">
      <p className="whitespace-pre-line text-sm">{project.description}</p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem term="Klien">{project.client_name}</DetailItem>
        <DetailItem term="Kontak klien">
          <span className="block wrap-anywhere">{project.client_email}</span>
          <span className="text-muted-foreground">{project.client_phone ?? EMPTY_VALUE}</span>
        </DetailItem>
        <DetailItem term="Kategori">{project.category}</DetailItem>
        <DetailItem term="Anggaran">{formatRupiah(project.budget)}</DetailItem>
        <DetailItem term="Tenggat">{formatDate(project.deadline)}</DetailItem>
        <DetailItem term="Proposal masuk">{project.proposal_count}</DetailItem>
        <DetailItem term="Freelancer">{project.freelancer_name ?? 'Belum ada'}</DetailItem>
        <DetailItem term="Dibuat">{formatDateTime(project.created_at)}</DetailItem>
      </dl>
    </div>
  );
}
