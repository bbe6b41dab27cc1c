/** The caller's trainer record: GET/POST /api/trainings/trainers/, PUT /api/trainings/trainers/{id}/, and the skills categories. */
import { API, type Trainer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { skillsCategoriesQuery } from '@/lib/form-lookups';
import { sharedKeys } from '@/lib/queries/keys';
import { ownRecord } from '@/lib/queries/ownRecord';
import { TRAINER_KEY } from './keys';

// A restored trainer brings their trainings back to the public lists.
export const {
  keys: trainerKeys,
  useMine: useMyTrainer,
  useSave: useSaveTrainer,
} = ownRecord<Trainer>({
  root: TRAINER_KEY,
  name: 'mine',
  list: API.trainers,
  one: API.trainer,
  shownIn: [sharedKeys.trainings],
});

/** The trainer form's options. */
export const useSkillCategories = () => useQuery(skillsCategoriesQuery());
