import { Button, DataTable, ListToolbar, PageHeader, SearchInput } from '@backoffice/ui';
import { Link } from 'wouter';
import { RecordRowActions } from '@/lib/record-row-actions';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { useDeleteSurvey } from './api/delete-survey';
import { surveysQueryOptions } from './api/list-surveys';
import { surveyColumns } from './components/survey-columns';
import { surveyListParams } from './lib/list-params';
import { surveyPaths } from './paths';

/** `/survey` for an admin: the surveys, edit and delete per row. */
export function SurveyPage() {
  const params = useListParams(surveyListParams);
  const { list } = usePagedList(surveysQueryOptions(params.query), params);
  const remove = useDeleteSurvey();
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
      <DataTable
        caption="Daftar survey"
        columns={surveyColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada survey yang cocok.' : 'Belum ada survey.'}
        rowActions={(survey) => (
          <RecordRowActions
            name={survey.title}
            editHref={surveyPaths.edit(survey.id)}
            deleteTitle="Hapus survey?"
            deleteDescription={`Survey ${survey.title} dan ${survey.response_count} jawabannya akan dihapus.`}
            deleting={remove.isPending(survey)}
            onDelete={(done) => remove.mutate(survey, undefined, { onSettled: done })}
          />
        )}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari survey" value={params.search} onSearch={params.setSearch} />
          </ListToolbar>
        }
      />
    </div>
  );
}
