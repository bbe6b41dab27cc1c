// Application and favourite rows → the wire shapes of spec 001 §3.
import type { FavoriteJob, JobApplication } from '@portal/contract';
import type { RowOf } from '../../db/typed-sql.js';
import { mediaUrl } from '../../lib/storage.js';
import { plainText } from '../../lib/text.js';
import type { APPLICATION_COLUMNS, FAVOURITE_COLUMNS } from './job-seekers.service.js';

/** A saved row joined to its job and company (snake_case: SQL aliases; timestamps as PostgreSQL's text). */
export type FavouriteRow = RowOf<typeof FAVOURITE_COLUMNS>;
export type ApplicationRow = RowOf<typeof APPLICATION_COLUMNS>;

export const presentFavourite = (publicUrl: string, r: FavouriteRow): FavoriteJob => ({
  id: r.id,
  job: r.job_id,
  title: plainText(r.title),
  company: r.company_name,
  logo: mediaUrl(publicUrl, r.company_logo),
});

/** An application shows its job as a saved job does, and when it was sent and where it stands. */
export const presentApplication = (publicUrl: string, r: ApplicationRow): JobApplication => ({
  ...presentFavourite(publicUrl, r),
  created: new Date(r.created).toISOString(),
  status: r.status,
});
