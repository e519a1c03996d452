import { isApiError } from '@backoffice/sdk';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  QueryState,
  Skeleton,
} from '@backoffice/ui';
import { useProjectDetail } from '../api/get-project';
import { ProjectDetail } from './project-detail';

function ProjectDetailBody({ id }: { id: number }) {
  const project = useProjectDetail(id);
  if (isApiError(project.error) && project.error.status === 404) {
    return (
      <DialogHeader>
        <DialogTitle>Proyek tidak ditemukan</DialogTitle>
        <DialogDescription>Proyek ini tidak ada atau sudah dihapus.</DialogDescription>
      </DialogHeader>
    );
  }
  return (
    <QueryState
      query={project}
      loading={
        <>
          <DialogHeader>
            <DialogTitle>Detail proyek</DialogTitle>
            <DialogDescription>Memuat proyek…</DialogDescription>
          </DialogHeader>
          <Skeleton className="h-48 w-full" />
        </>
      }
    >
      {(answer) => (
        <>
          <DialogHeader>
            <DialogTitle>{answer.data.project_name}</DialogTitle>
            <DialogDescription>
              {answer.data.rowStatus === 1
                ? 'Aktif: terlihat oleh freelancer.'
                : 'Nonaktif: tidak terlihat oleh freelancer.'}
            </DialogDescription>
          </DialogHeader>
          <ProjectDetail project={answer.data} />
        </>
      )}
    </QueryState>
  );
}

/** The project named in the URL (`?detail=`), over the list; closing goes back to the list. */
export function ProjectDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        {id === null ? null : <ProjectDetailBody id={id} />}
      </DialogContent>
    </Dialog>
  );
}
