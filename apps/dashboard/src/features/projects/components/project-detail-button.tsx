import type { Project } from '@backoffice/sdk';
import { useDetailParam } from '@/lib/detail-param';
import { RowAction } from '@/lib/list/row-action';

/** Opens the project's detail over the list (`?detail=`). */
export function ProjectDetailButton({ project }: { project: Project }) {
  const detail = useDetailParam();
  return (
    <RowAction
      aria-label={`Detail ${project.project_name}`}
      onClick={() => detail.open(project.id)}
    >
      Detail
    </RowAction>
  );
}
