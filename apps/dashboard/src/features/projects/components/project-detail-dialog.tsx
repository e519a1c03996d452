import {
  Dialog,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  QueryState,
  Skeleton,
} from '@backoffice/ui';
import { useDetailParam } from '@/lib/list/detail-param';
import { useRecord } from '@/lib/record/described-record';
import { projectRecord } from '../project-record';
import { ProjectDetail } from './project-detail';

function ProjectDetailBody({ id }: { id: number }) {
  const { query: project, notFound } = useRecord(projectRecord, id);
  if (notFound) {
    // Over the list the dialog is the way back: its header says what is missing.
    return (
      <DialogHeader>
        <DialogTitle>{projectRecord.notFound.title}</DialogTitle>
        <DialogDescription>{projectRecord.notFound.description}</DialogDescription>
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
export function ProjectDetailDialog() {
  const { id, close } = useDetailParam();
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : close())} size="2xl">
      {id === null ? null : <ProjectDetailBody id={id} />}
    </Dialog>
  );
}
