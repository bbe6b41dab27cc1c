/** The career counsellor endpoints (spec 002 §7 "Careers"; contract schemas/careers.ts). */
export const CAREERS = {
  services: '/api/careers/careerservices/',
  centres: '/api/careers/counsellingcenter/',
  counsellors: '/api/careers/careercounsellors/',
  counsellor: (id: number) => `/api/careers/careercounsellors/${id}/`,
  myCentre: '/api/careers/counsellor-counselling-center/',
  myCentreItem: (id: number) => `/api/careers/counsellor-counselling-center/${id}/`,
  resources: '/api/careers/counsellor-resources/',
  resource: (id: number) => `/api/careers/counsellor-resources/${id}/`,
  events: '/api/careers/counsellor-events/',
  event: (id: number) => `/api/careers/counsellor-events/${id}/`,
  /** The manage table deletes through the public event path (spec 002 §7). */
  deleteEvent: (id: number) => `/api/careers/careerevent/${id}/`,
} as const;

/** Everything the counsellor area caches starts with this key (the account-type picker refreshes it too). */
export const COUNSELLOR_KEY = ['counsellor-area'] as const;
/** The public catalogue's lists and details (events, centres, information hub) change with the counsellor's writes. */
export const CATALOGUE_KEY = ['catalogue'] as const;
