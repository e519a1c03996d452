import {
  Button,
  DataTable,
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

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Proyek & Expee"
        description="Proyek yang diposting klien; proyek nonaktif tidak terlihat oleh freelancer."
      />
      <DataTable
        caption="Daftar proyek"
        columns={projectColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada proyek yang cocok.' : 'Belum ada proyek.'}
        rowActionsHeader="Status"
        rowActions={(project) => (
          <div className="flex items-center gap-4">
            <StatusSwitch
              checked={project.rowStatus === 1}
              busy={setStatus.isPending(project)}
              label={`Status ${project.project_name}`}
              onCheckedChange={(checked) => setStatus.mutate(project, checked ? 1 : 0)}
            />
            <Button
              variant="outline"
              size="sm"
              aria-label={`Detail ${project.project_name}`}
              onClick={() => detail.open(project.id)}
            >
              Detail
            </Button>
          </div>
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
