import { enumLabels, type Project } from '@backoffice/sdk';
import * as column from '@/lib/list/columns';
import { useDetailParam } from '@/lib/list/detail-param';
import { describeList } from '@/lib/list/list-description';
import {
  activationBulkActions,
  RowAction,
  rowActions,
  rowStatusSwitch,
} from '@/lib/list/row-action';
import { hrefWith } from '@/lib/url-state';
import { projectActivation } from './api/set-project-status';
import { projectListQuery } from './project-list-query';

/**
 * `/project-expee`: the expee projects, what and for whom, category, budget, deadline and a switch
 * each; search and page in the URL (and `?detail` for the project shown over it, the page's own).
 */
export const projectList = describeList({
  ...projectListQuery,
  noun: 'proyek',
  rowName: (project) => project.project_name,
  // The project's detail opens over its list (`?detail=`, lib/list/detail-param.ts).
  rowHref: (project) => hrefWith('/project-expee', '', { detail: String(project.id) }),
  search: true,
  columns: [
    column.stacked<Project>(
      'project_name',
      'Proyek',
      [
        { header: 'Proyek', value: (project) => project.project_name },
        { header: 'Klien', value: (project) => project.client_name },
      ],
      { wraps: true },
    ),
    column.text<Project>('category', 'Kategori', (project) => project.category),
    column.number<Project>('budget', 'Anggaran', (project) => project.budget, 'rupiah'),
    column.date<Project>('deadline', 'Tenggat', (project) => project.deadline, { kind: 'date' }),
    // Set in place (docs/product.md#states); Detail under Aksi.
    column.status<Project>('status', enumLabels.ProjectRowStatus, (project) => project.rowStatus, {
      control: rowStatusSwitch(projectActivation, (project) => project.project_name),
    }),
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
  bulkActions: activationBulkActions(projectActivation),
});
