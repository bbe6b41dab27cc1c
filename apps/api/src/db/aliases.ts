// The aliases the raw SQL gives the tables most queries read (`from jobs j join companies c on …`), one each, so a
// column record (typed-sql.ts) is written over the names its query uses. A query naming a table otherwise (another
// table as `c`, a second copy of one) keeps its own alias.
import { alias } from 'drizzle-orm/pg-core';
import {
  cities,
  companies,
  districts,
  favoriteJobs,
  jobApplications,
  jobCategories,
  jobReports,
  jobSearch,
  jobSeekers,
  jobs,
  maritalStatuses,
  profiles,
  users,
} from './schema/index.js';

export const a = alias(jobApplications, 'a');
export const c = alias(companies, 'c');
export const ci = alias(cities, 'ci');
export const d = alias(districts, 'd');
export const f = alias(favoriteJobs, 'f');
export const j = alias(jobs, 'j');
export const jc = alias(jobCategories, 'jc');
export const js = alias(jobSeekers, 'js');
export const ms = alias(maritalStatuses, 'ms');
export const pr = alias(profiles, 'pr');
export const r = alias(jobReports, 'r');
export const s = alias(jobSearch, 's');
export const u = alias(users, 'u');
