import type { Project } from '@backoffice/sdk';
import {
  Button,
  DataTable,
  type DataTableColumn,
  ListToolbar,
  PageHeader,
  SearchInput,
  StatusSwitch,
} from '@backoffice/ui';
import { useDetailParam } from '@/lib/detail-param';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { projectsQueryOptions } from './api/list-projects';
import { useSetProjectStatus } from './api/set-project-status';
import { projectColumns } from './components/project-columns';
import { ProjectDetailDialog } from './components/project-detail-dialog';
import { projectListParams } from './lib/list-params';

/** `/project-expee` for an admin: the projects, a switch each, and one project's detail over the list. */
export function ProjectPage() {
  const params = useListParams(projectListParams);
  const { list } = usePagedList(projectsQueryOptions(params.query), params);
  const setStatus = useSetProjectStatus();
  const detail = useDetailParam();
  // The switch under its own Status heading and Detail under Aksi: each control under the name
  // of what it does, in the table and on a phone's card.
  const columns: readonly DataTableColumn<Project>[] = [
    ...projectColumns,
    {
      id: 'status',
      header: 'Status',
      cell: (project) => (
        <StatusSwitch
          checked={project.rowStatus === 1}
          busy={setStatus.isPending(project)}
          label={`Status ${project.project_name}`}
          onCheckedChange={(checked) => setStatus.mutate(project, checked ? 1 : 0)}
        />
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Proyek & Expee"
        description="Proyek yang diposting klien; proyek nonaktif tidak terlihat oleh freelancer."
      />
      <DataTable
        caption="Daftar proyek"
        columns={columns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada proyek yang cocok.' : 'Belum ada proyek.'}
        rowActions={(project) => (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Detail ${project.project_name}`}
            onClick={() => detail.open(project.id)}
          >
            Detail
          </Button>
        )}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari proyek" value={params.search} onSearch={params.setSearch} />
          </ListToolbar>
        }
      />
      <ProjectDetailDialog id={detail.id} onClose={detail.close} />
    </div>
  );
}
