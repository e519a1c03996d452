import type { Project } from '@backoffice/sdk';
import { type DataTableColumn, formatDate, formatRupiah } from '@backoffice/ui';

/** An expee project: what and for whom, its category, budget and deadline. */
export const projectColumns: readonly DataTableColumn<Project>[] = [
  {
    id: 'project_name',
    header: 'Proyek',
    cell: (project) => (
      <div className="grid">
        <span className="font-medium">{project.project_name}</span>
        <span className="text-muted-foreground text-xs">{project.client_name}</span>
      </div>
    ),
  },
  {
    id: 'category',
    header: 'Kategori',
    cell: (project) => project.category,
  },
  {
    id: 'budget',
    header: 'Anggaran',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (project) => formatRupiah(project.budget),
  },
  {
    id: 'deadline',
    header: 'Tenggat',
    cell: (project) => <span className="whitespace-nowrap">{formatDate(project.deadline)}</span>,
  },
];
