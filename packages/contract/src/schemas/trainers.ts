// Trainers and their trainings (spec 002: trainer registration, create training form, manage trainings, §5, §8).
import { z } from 'zod';
import { FORM_MESSAGES as F, TRAINING_FORM_MESSAGES as T } from '../form-messages.js';
import { namedRef } from './common.js';
import {
  idList,
  longText,
  optionalFileField,
  optionalRef,
  postingDate,
  requiredText,
  requiredUrl,
  timeField,
  wholeNumber,
} from './fields.js';

/** POST /api/trainings/trainers/ (gives the Trainer account type); PUT /{id}/ replaces it. */
export const trainerSchema = z.object({
  skill_category: idList(T.skillCategoryRequired),
  address: requiredText(F.addressRequired),
});
export type TrainerInput = z.infer<typeof trainerSchema>;
export const trainerSchemaOut = z.object({
  id: z.number().int(),
  skill_category: z.array(namedRef),
  address: z.string(),
  user: z.number().int(),
});
export type Trainer = z.infer<typeof trainerSchemaOut>;

const trainingFields = {
  title: requiredText(F.titleRequired),
  description: longText(F.enterDescription, F.descriptionTooShort),
  location: requiredText(F.enterLocation),
  time: timeField(T.startTimeRequired),
  // -1 means "no limit" (spec §9: participants and fees minimum -1).
  max_no_participants: wholeNumber(T.participantsRequired, T.participantsInvalid, -1, 1_000_000),
  fees: wholeNumber(T.feesRequired, T.feesInvalid, -1, 1_000_000_000),
  registration_link: requiredUrl(F.registrationLinkRequired),
  contract_type: optionalRef,
  logo: optionalFileField('image'),
};
/** POST /api/trainings/trainings/ (multipart; logo is the banner image): a new training cannot be in the past. */
const trainingDate = postingDate(T.dateRequired, T.dateInPast);
export const trainingFormSchema = z.object({ ...trainingFields, date: trainingDate.create });
/** PUT/PATCH /api/trainings/trainings/{id}/: a past training may be corrected; the logo may stay. */
export const trainingUpdateSchema = z.object({ ...trainingFields, date: trainingDate.update });
export type TrainingFormInput = z.infer<typeof trainingFormSchema>;

/** GET /api/trainings/trainer-dashboard/: the trainer panel's real figures (replaces the spec's 14, 8, 45%). */
export const trainerDashboardSchema = z.object({
  trainer_id: z.number().int().nullable(),
  trainings: z.number().int(),
  upcoming: z.number().int(),
  past: z.number().int(),
  /** Sum of max_no_participants over upcoming trainings with a limit; null when none has one. */
  places_offered: z.number().int().nullable(),
  next_training: z.object({ id: z.number().int(), title: z.string(), date: z.string() }).nullable(),
});
export type TrainerDashboard = z.infer<typeof trainerDashboardSchema>;
