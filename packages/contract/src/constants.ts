/** Business constants shared by the API and the web app (spec 000 §9, 001 §9, 002 §9). */
export const GROUPS = ['Trainer', 'Company', 'JobSeeker', 'Ministry', 'SkillProvider', 'CarrierCouncillor'] as const;
export type GroupName = (typeof GROUPS)[number];
export const MINISTRY_GROUP = 'Ministry' as const;

export const REQUEST_TIMEOUT_MS = 100_000;
export const TOAST_AUTO_CLOSE_MS = 8_000;
export const MOBILE_BREAKPOINT_PX = 760;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The largest id a row can have: PostgreSQL's integer, the type of every id column. */
export const MAX_ID = 2_147_483_647;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
export const TABLE_PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const PUBLIC_PAGE_SIZE = 10;
export const PAGER_LINKS = 5;

export const HOME_POPULAR_JOBS = 6;
export const HOME_RECENT_TRAININGS = 8;
export const RELATED_ITEMS = 4;

export const TRUNCATE = {
  homeJobTitle: 30,
  homeTrainingTitle: 50,
  eventTheme: 200,
} as const;

/** Upload limits by kind, in bytes. */
export const UPLOAD_LIMITS = {
  image: 2 * 1024 * 1024,
  document: 3 * 1024 * 1024,
} as const;

/**
 * Pictures (issue 28): what the server refuses by the size its header declares, before decoding it (a few KB of
 * PNG can declare 400 megapixels, and every phone showing it would decode them), and the longest side it stores.
 */
export const PICTURE_LIMITS = {
  maxSide: 4096,
  maxPixels: 16_000_000,
  storedLongSide: 1600,
} as const;

/** Lifetimes, in seconds. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;
export const VERIFY_LINK_TTL_S = 3 * 24 * 60 * 60;
export const RESET_LINK_TTL_S = 60 * 60;

/** The Ministry's insight totals (GET /api/ministry/insights/), in the order they are shown. */
export const INSIGHT_TOTALS = [
  'jobs_posted',
  'open_jobs',
  'positions',
  'applications',
  'accepted',
  'job_seekers',
  'new_job_seekers',
  'companies',
  'trainings',
  'competitions',
  'events',
] as const;
export type InsightTotal = (typeof INSIGHT_TOTALS)[number];
