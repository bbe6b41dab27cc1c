/** Everything the counsellor area caches starts with this key (the account-type picker refreshes it too). */
export const COUNSELLOR_KEY = ['counsellor-area'] as const;
/** The public catalogue's lists and details (events, centres, information hub) change with the counsellor's writes. */
export const CATALOGUE_KEY = ['catalogue'] as const;
