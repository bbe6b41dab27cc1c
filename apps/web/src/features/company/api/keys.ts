/** Everything the employer area caches starts with this key, so one change can refresh the area. */
export const COMPANY_KEY = ['company-area'] as const;
