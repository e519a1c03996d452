import { Button, PageHeader } from '@backoffice/ui';
import { Link } from 'wouter';
import { DescribedList } from '@/lib/list/described-list';
import { surveyPaths } from './paths';
import { surveyList } from './survey-list';

/** `/survey` for an admin: the surveys, described in survey-list.tsx. */
export function SurveyPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Survey"
        description="Survey untuk kelompok pengguna, dengan pertanyaan dan jumlah jawabannya."
        actions={
          <Button asChild>
            <Link href={surveyPaths.add}>Tambah Survey</Link>
          </Button>
        }
      />
      <DescribedList description={surveyList} />
    </div>
  );
}
