/** GET /api/skills/skillscompetition/ and /{id}/ (spec 000 §2.8, §2.9). */
import { API, type Competition } from '@portal/contract';
import { catalogueQueries } from './list';
import { sharedKeys } from '@/lib/queries/keys';

// Competitions as the caller sees them (has_applied).
export const {
  keys: competitionKeys,
  listQuery: competitionsQuery,
  oneQuery: competitionQuery,
  useList: useCompetitions,
  useOne: useCompetition,
} = catalogueQueries<Competition>(
  sharedKeys.competitions,
  { list: API.competitions, one: API.competition },
  { perCaller: true },
);
