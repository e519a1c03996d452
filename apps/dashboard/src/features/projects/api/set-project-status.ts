import type { Project } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import type { RowChange } from '@/lib/row-cache';
import { useRowMutation } from '@/lib/use-row-mutation';
import { projectRecord } from '../project-record';

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

/** The row as the change shows it, at once: its switch and the bulk action's rows. */
export const projectActiveChange = (active: boolean): RowChange<Project> => ({
  kind: 'update',
  apply: (project) => ({ ...project, rowStatus: active ? 1 : 0 }),
});

/**
 * The switch's change of one project. Undoable: the switch flips at once, is sent after its
 * `Batalkan` wait and flips back with the server's message if it refuses; an open detail reads it again.
 */
export function useSetProjectStatus() {
  return useRowMutation<Project, boolean>({
    mode: 'undoable',
    lists: [listKeyOf('listProjects')],
    send: (project, active) => putProjectRowStatus(project, active),
    change: projectActiveChange,
    success: 'Project berhasil diubah.',
    // Every project's detail (its key without the id).
    alsoRefetch: [projectRecord.queryOptions(0).queryKey.slice(0, 2)],
  });
}
