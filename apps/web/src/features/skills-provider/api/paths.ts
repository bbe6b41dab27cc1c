/** The skills provider endpoints (spec 002 §7 "Skills"; contract schemas/skills.ts). */
export const SKILLS = {
  providers: '/api/skills/skill-provider/',
  provider: (id: number) => `/api/skills/skill-provider/${id}/`,
  competitions: '/api/skills/skillscompetition/',
  competition: (id: number) => `/api/skills/skillscompetition/${id}/`,
  applications: '/api/skills/skillsapplications/',
  application: (id: number) => `/api/skills/skillsapplications/${id}/`,
} as const;

/** Everything the skills provider area caches starts with this key (the account pickers' Deactivate refreshes it). */
export const SKILLS_KEY = ['skills-area'] as const;

/** The public catalogue's competition lists and details: they change with the provider's competitions. */
export const CATALOGUE_COMPETITIONS_KEY = ['catalogue', 'competitions'] as const;
