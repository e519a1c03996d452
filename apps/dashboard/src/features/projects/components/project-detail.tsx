import type { ProjectDetail as ProjectDetailRecord } from '@backoffice/sdk';
import { EMPTY_VALUE, formatDate, formatDateTime, formatRupiah } from '@backoffice/ui';

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** One project as the admin reads it: the brief (as written, as text), the client, the work. */
export function ProjectDetail({ project }: { project: ProjectDetailRecord }) {
  return (
    <div className="grid gap-5">
      <p className="whitespace-pre-line text-sm">{project.description}</p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item term="Klien">{project.client_name}</Item>
        <Item term="Kontak klien">
          <span className="block wrap-anywhere">{project.client_email}</span>
          <span className="text-muted-foreground">{project.client_phone ?? EMPTY_VALUE}</span>
        </Item>
        <Item term="Kategori">{project.category}</Item>
        <Item term="Anggaran">{formatRupiah(project.budget)}</Item>
        <Item term="Tenggat">{formatDate(project.deadline)}</Item>
        <Item term="Proposal masuk">{project.proposal_count}</Item>
        <Item term="Freelancer">{project.freelancer_name ?? 'Belum ada'}</Item>
        <Item term="Dibuat">{formatDateTime(project.created_at)}</Item>
      </dl>
    </div>
  );
}
