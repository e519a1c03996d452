import type { Project } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { useRowMutation } from '@/lib/use-row-mutation';
import { PROJECT_LISTS } from './list-projects';

/** docs/product.md#messages, exact text. */
export const PROJECT_SAVED_MESSAGE = 'Project berhasil diubah.';

/**
 * PUT /v1/admindata/updateprojectjobstatus with the new `rowStatus`. Optimistic: the switch flips
 * at once and flips back with the server's message if it refuses; an open detail reads it again.
 */
export function useSetProjectStatus() {
  return useRowMutation<Project, 0 | 1>({
    mode: 'optimistic',
    lists: PROJECT_LISTS,
    send: (project, rowStatus) =>
      apiClient.PUT('/v1/admindata/updateprojectjobstatus', {
        body: { id: project.id, rowStatus },
      }),
    change: (rowStatus) => ({ kind: 'update', apply: (project) => ({ ...project, rowStatus }) }),
    success: PROJECT_SAVED_MESSAGE,
    // The key prefix of every project's detail (openapi-react-query keys: method, path, init).
    alsoRefetch: [['get', '/v1/admindata/fclients']],
  });
}
