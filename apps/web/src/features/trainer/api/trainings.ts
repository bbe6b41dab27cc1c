/**
 * The trainer's own trainings: the list (the shared path with scope=own, decision 005: a stale token then gets a 401
 * to refresh on, never the public list), one training for editing, create (multipart with the logo), update (PUT) and
 * delete.
 */
import { API, type Training } from '@portal/contract';
import { sharedKeys } from '@/lib/queries/keys';
import { ownedItems } from '@/lib/queries/ownedItems';
import { TRAINER_KEY } from './keys';

// The public trainings lists and details, the home page's recent trainings and the portal figures show them too.
const trainings = ownedItems<Training>({
  root: TRAINER_KEY,
  name: 'trainings',
  list: API.trainings,
  one: API.training,
  ownScope: true,
  shownIn: [sharedKeys.trainings, ['home', 'recent-trainings'], ['common', 'stats']],
});

export const {
  keys: trainingKeys,
  useList: useOwnTrainings,
  useOne: useOwnTraining,
  useSave: useSaveTraining,
  useDelete: useDeleteTraining,
} = trainings;
