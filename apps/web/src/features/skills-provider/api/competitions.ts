/**
 * The provider's own competitions: list (scope=own, decision 005: a stale token then gets a 401 to refresh on, never
 * the public list), load, create and update (multipart, optional logo; no logo keeps the current one), delete.
 */
import { API, type Competition } from '@portal/contract';
import { ownedItems } from '@/lib/queries/ownedItems';
import { CATALOGUE_COMPETITIONS_KEY, SKILLS_KEY } from './keys';

const competitions = ownedItems<Competition>({
  root: SKILLS_KEY,
  name: 'competitions',
  list: API.competitions,
  one: API.competition,
  ownScope: true,
  shownIn: [CATALOGUE_COMPETITIONS_KEY],
});

export const {
  keys: competitionKeys,
  useList: useMyCompetitions,
  useOne: useMyCompetition,
  useSave: useSaveCompetition,
  useDelete: useDeleteCompetition,
} = competitions;
