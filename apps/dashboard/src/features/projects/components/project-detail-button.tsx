import type { Project } from '@backoffice/sdk';
import { Button } from '@backoffice/ui';
import { useDetailParam } from '@/lib/detail-param';

/** Opens the project's detail over the list (`?detail=`). */
export function ProjectDetailButton({ project }: { project: Project }) {
  const detail = useDetailParam();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Detail ${project.project_name}`}
      onClick={() => detail.open(project.id)}
    >
      Detail
    </Button>
  );
}
