import { enumLabels } from '@backoffice/sdk';
import { formatDate, formatRupiah } from '@backoffice/ui';
import { activationBulkActions } from '@/lib/activation-bulk-actions';
import { useDetailParam } from '@/lib/detail-param';
import { labelOf } from '@/lib/enum-badge';
import { describeList } from '@/lib/list/list-description';
import { RowAction, rowActions, rowStatusSwitch } from '@/lib/list/row-action';
import { StackedCell } from '@/lib/list/stacked-cell';
import { hrefWith } from '@/lib/url-state';
import {
  projectActiveChange,
  putProjectRowStatus,
  useSetProjectStatus,
} from './api/set-project-status';
import { projectListQuery } from './project-list-query';

/**
 * `/project-expee`: the expee projects, what and for whom, category, budget, deadline and a switch
 * each; search and page in the URL (and `?detail` for the project shown over it, the page's own).
 */
export const projectList = describeList({
  ...projectListQuery,
  noun: 'proyek',
  caption: 'Daftar proyek',
  rowName: (project) => project.project_name,
  // The project's detail opens over its list (`?detail=`, lib/detail-param.ts).
  rowHref: (project) => hrefWith('/project-expee', '', { detail: String(project.id) }),
  search: 'Cari proyek',
  columns: [
    {
      id: 'project_name',
      header: 'Proyek',
      cell: (project) => <StackedCell title={project.project_name} lines={[project.client_name]} />,
      export: [
        { header: 'Proyek', value: (project) => project.project_name },
        { header: 'Klien', value: (project) => project.client_name },
      ],
    },
    {
      id: 'category',
      header: 'Kategori',
      cell: (project) => project.category,
      export: { header: 'Kategori', value: (project) => project.category },
    },
    {
      id: 'budget',
      header: 'Anggaran',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (project) => formatRupiah(project.budget),
      export: { header: 'Anggaran (Rp)', value: (project) => project.budget, kind: 'rupiah' },
    },
    {
      id: 'deadline',
      header: 'Tenggat',
      cell: (project) => <span className="whitespace-nowrap">{formatDate(project.deadline)}</span>,
      export: { header: 'Tenggat', value: (project) => project.deadline, kind: 'date' },
    },
    {
      // The switch under its own Status heading and Detail under Aksi: each control under the
      // name of what it does, in the table and on a phone's card.
      id: 'status',
      header: 'Status',
      cell: rowStatusSwitch(useSetProjectStatus, {
        checked: (project) => project.rowStatus === 1,
        name: (project) => project.project_name,
      }),
      export: {
        header: 'Status',
        value: (project) => labelOf(enumLabels.ProjectRowStatus, project.rowStatus),
      },
    },
  ],
  // Detail opens the project over the list (`?detail=`).
  rowActions: rowActions(useDetailParam, (project, detail) => (
    <RowAction
      aria-label={`Detail ${project.project_name}`}
      onClick={() => detail.open(project.id)}
    >
      Detail
    </RowAction>
  )),
  // setProjectRowStatus sets the value it is sent.
  bulkActions: activationBulkActions(
    (project) => project.rowStatus === 1,
    putProjectRowStatus,
    projectActiveChange,
  ),
});
