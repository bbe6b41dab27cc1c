// Who may do what to a trainer record and its trainings. Another user's row reads as missing (404).
import type { AuthUser } from '../../lib/auth.js';

type TrainerRow = { userId: number; active: boolean };
type TrainingRow = { owner_id: number; trainer_active: boolean };

export const trainingsPolicy = {
  /** The trainer record is its owner's alone, and only while active: a deactivated one waits for POST to restore it. */
  ownsTrainer: (actor: AuthUser, row: TrainerRow) => row.active && row.userId === actor.id,
  /** Posting trainings needs the Trainer account type and an active trainer record. */
  canPostTrainings: (holdsTrainerGroup: boolean, trainer: { active: boolean } | undefined) =>
    holdsTrainerGroup && trainer?.active === true,
  /** A training is managed by the user behind its (active) trainer only. */
  ownsTraining: (actor: AuthUser, row: TrainingRow) => row.trainer_active && row.owner_id === actor.id,
};
