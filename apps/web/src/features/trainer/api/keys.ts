/**
 * Everything the trainer area caches starts with this key, so one change can refresh the area (the account-type
 * picker's Deactivate and the dashboard's Trainer panel use the same root).
 */
export const TRAINER_KEY = ['trainer-area'] as const;
