/** Everything the skills provider area caches starts with this key (the account pickers' Deactivate refreshes it). */
export const SKILLS_KEY = ['skills-area'] as const;

/** The public catalogue's competition lists and details: they change with the provider's competitions. */
export const CATALOGUE_COMPETITIONS_KEY = ['catalogue', 'competitions'] as const;
