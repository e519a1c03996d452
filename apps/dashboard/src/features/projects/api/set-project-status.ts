import type { Project } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import type { Activation } from '@/lib/list/row-action';
import { projectRecord } from '../project-record';

/**
 * A project's `rowStatus` (1 active, 0 not): its switch and the list's bulk actions. PUT
 * /v1/admindata/updateprojectjobstatus sets the value sent (setProjectRowStatus does not toggle).
 */
export const projectActivation: Activation<Project> = {
  lists: [listKeyOf('listProjects')],
  success: 'Project berhasil diubah.',
  // Every project's detail (its key without the id).
  alsoRefetch: [projectRecord.queryOptions(0).queryKey.slice(0, 2)],
  isActive: (project) => project.rowStatus === 1,
  send: (project, active) =>
    apiClient.PUT('/v1/admindata/updateprojectjobstatus', {
      body: { id: project.id, rowStatus: active ? 1 : 0 },
    }),
  apply: (project, active) => ({ ...project, rowStatus: active ? 1 : 0 }),
};
