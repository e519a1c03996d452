import type { ListParamsSpec } from '@/lib/list-params';

/** The surveys' URL state: `?page&search`. */
export const surveyListParams: ListParamsSpec<'listSurveys'> = { filters: {} };
