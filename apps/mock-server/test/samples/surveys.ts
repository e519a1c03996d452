import type { SampleMap } from './types';

export const surveySamples: SampleMap = {
  getSurveyById: (db) => ({ path: { id: db.surveys[0]?.id ?? 1 } }),
  updateSurvey: (db) => ({ path: { id: db.surveys[0]?.id ?? 1 } }),
  deleteSurvey: (db) => ({ path: { id: db.surveys[0]?.id ?? 1 } }),
};
