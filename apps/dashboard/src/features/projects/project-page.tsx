import { PageHeader } from '@backoffice/ui';
import { DescribedList } from '@/lib/list/described-list';
import { ProjectDetailDialog } from './components/project-detail-dialog';
import { projectList } from './project-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { projectList } from './project-list';

/** `/project-expee` for an admin (A, A,P): the projects, and the one `?detail` names over them. */
export function ProjectPage() {
  return (
    <div className="grid gap-6">
      <PageHeader description="Proyek yang diposting klien; proyek nonaktif tidak terlihat oleh freelancer." />
      <DescribedList description={projectList} />
      <ProjectDetailDialog />
    </div>
  );
}
