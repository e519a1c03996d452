import type { Project } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useRowMutation } from '@/lib/use-row-mutation';

/**
 * PUT /v1/admindata/updateprojectjobstatus: sets the project's `rowStatus` (1 active, 0 not) to
 * the value sent; the contract's setProjectRowStatus sets, it does not toggle. The switch and the
 * bulk actions send it.
 */
export function putProjectRowStatus(project: Project, active: boolean, signal?: AbortSignal) {
  return apiClient.PUT('/v1/admindata/updateprojectjobstatus', {
    body: { id: project.id, rowStatus: active ? 1 : 0 },
    signal: signal ?? null,
  });
}

/**
 * The switch's change of one project. Optimistic: the switch flips at once and flips back with the
 * server's message if it refuses; an open detail reads it again.
 */
export function useSetProjectStatus() {
  return useRowMutation<Project, boolean>({
    mode: 'optimistic',
    lists: [listKeyOf('listProjects')],
    send: (project, active) => putProjectRowStatus(project, active),
    change: (active) => ({
      kind: 'update',
      apply: (project) => ({ ...project, rowStatus: active ? 1 : 0 }),
    }),
    success: 'Project berhasil diubah.',
    // The key prefix of every project's detail (openapi-react-query keys: method, path, init).
    alsoRefetch: [['get', '/v1/admindata/fclients']],
  });
}
