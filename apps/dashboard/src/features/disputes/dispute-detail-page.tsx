import type { DisputeDetail } from '@backoffice/sdk';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
  Skeleton,
} from '@backoffice/ui';
import { Link } from 'wouter';
import { BackLink } from '@/lib/back-link';
import { listHref } from '@/lib/list/list-return';
import { DescribedRecord } from '@/lib/record/described-record';
import { DecisionForm } from './components/decision-form';
import { DisputeHistory, DisputeResolution, DisputeSummary } from './components/dispute-summary';
import { disputeRecord } from './dispute-record';
import { nextStatuses } from './lib/decision-form-values';
import { disputePaths } from './paths';

function DisputeView({ dispute }: { dispute: DisputeDetail }) {
  const open = nextStatuses(dispute.status).length > 0;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
      <Card>
        <CardHeader>
          <CardTitle>{dispute.project_name}</CardTitle>
          <CardDescription>
            <Link
              href={disputePaths.chat(dispute.id)}
              className="font-medium text-link underline-offset-4 hover:underline"
            >
              Lihat chat sengketa
            </Link>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DisputeSummary dispute={dispute} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Riwayat</CardTitle>
        </CardHeader>
        <CardContent>
          <DisputeHistory dispute={dispute} />
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Keputusan</CardTitle>
          <CardDescription>
            {open
              ? 'Tinjau atau putuskan sengketa ini. Keputusan akhir tidak dapat diubah.'
              : 'Sengketa ini sudah diputuskan.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {open ? (
            <DecisionForm key={dispute.status} dispute={dispute} />
          ) : (
            <DisputeResolution dispute={dispute} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** `/dispute/:id`: one dispute, its history, and the decision form until it is decided. */
export function DisputeDetailPage() {
  return (
    <DescribedRecord
      header={
        <PageHeader
          description="Pihak, proyek, jumlah, dan keputusan sengketa."
          actions={<BackLink href={listHref(disputePaths.list)} place="daftar sengketa" />}
        />
      }
      record={disputeRecord}
      loading={<Skeleton radius="xl" className="h-[30rem] w-full" />}
    >
      {(answer) => <DisputeView dispute={answer.data} />}
    </DescribedRecord>
  );
}
