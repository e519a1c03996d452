import type { Project } from '@backoffice/sdk';
import { StatusSwitch } from '@backoffice/ui';
import { useSetProjectStatus } from '../api/set-project-status';

/** The active switch of one project: changes at once, back with the server's message if refused. */
export function ProjectStatusSwitch({ project }: { project: Project }) {
  const setStatus = useSetProjectStatus();
  return (
    <StatusSwitch
      checked={project.rowStatus === 1}
      busy={setStatus.isPending(project)}
      label={`Status ${project.project_name}`}
      onCheckedChange={(checked) => setStatus.mutate(project, checked ? 1 : 0)}
    />
  );
}
