// Trainer rows → trainerSchemaOut, the skills categories' {id, name} and the trainer panel's figures.
import type { Trainer, TrainerDashboard } from '@portal/contract';
import type { RowOf } from '../../db/typed-sql.js';
import type { TRAINER_COLUMNS, TRAINER_DASHBOARD } from './trainers.service.js';

export type TrainerDb = RowOf<typeof TRAINER_COLUMNS>;

export const presentTrainer = (r: TrainerDb): Trainer => ({
  id: r.id,
  skill_category: r.skill_category.map((c) => ({ id: c.id, name: c.name })),
  address: r.address,
  user: r.user_id,
});

export type TrainerDashboardDb = RowOf<typeof TRAINER_DASHBOARD>;

export const presentTrainerDashboard = (r: TrainerDashboardDb): TrainerDashboard => ({
  trainer_id: r.trainer_id,
  trainings: r.trainings,
  upcoming: r.upcoming,
  past: r.past,
  places_offered: r.places_offered,
  next_training:
    r.next_id === null || r.next_title === null || r.next_date === null
      ? null
      : { id: r.next_id, title: r.next_title, date: r.next_date },
});
