import type { Project } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useRowMutation } from '@/lib/use-row-mutation';

/** docs/product.md#messages, exact text. */
export const PROJECT_SAVED_MESSAGE = 'Project berhasil diubah.';

/**
 * PUT /v1/admindata/updateprojectjobstatus: sets the project's `rowStatus` to the value sent (the
 * contract's setProjectRowStatus sets, it does not toggle). The switch and the bulk actions send it.
 */
export function putProjectRowStatus(project: Project, rowStatus: 0 | 1, signal?: AbortSignal) {
  return apiClient.PUT('/v1/admindata/updateprojectjobstatus', {
    body: { id: project.id, rowStatus },
    signal: signal ?? null,
  });
}

/**
 * The switch's change of one project. Optimistic: the switch flips at once and flips back with the
 * server's message if it refuses; an open detail reads it again.
 */
export function useSetProjectStatus() {
  return useRowMutation<Project, 0 | 1>({
    mode: 'optimistic',
    lists: [listKeyOf('listProjects')],
    send: (project, rowStatus) => putProjectRowStatus(project, rowStatus),
    change: (rowStatus) => ({ kind: 'update', apply: (project) => ({ ...project, rowStatus }) }),
    success: PROJECT_SAVED_MESSAGE,
    // The key prefix of every project's detail (openapi-react-query keys: method, path, init).
    alsoRefetch: [['get', '/v1/admindata/fclients']],
  });
}
