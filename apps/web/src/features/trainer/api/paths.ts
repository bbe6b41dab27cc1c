/** The trainer endpoints (spec 002 §7 "Trainings"; contract schemas/trainers.ts). */
export const TRAINER_API = {
  skillCategories: '/api/trainings/skillscategories/',
  trainers: '/api/trainings/trainers/',
  trainer: (id: number) => `/api/trainings/trainers/${id}/`,
  trainings: '/api/trainings/trainings/',
  training: (id: number) => `/api/trainings/trainings/${id}/`,
  dashboard: '/api/trainings/trainer-dashboard/',
} as const;

/**
 * Everything the trainer area caches starts with this key, so one change can refresh the area (the account-type
 * picker's Deactivate and the dashboard's Trainer panel use the same root).
 */
export const TRAINER_KEY = ['trainer-area'] as const;
