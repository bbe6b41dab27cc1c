// Common rows → the wire shapes of spec 000 §3: testimonials and the home figures.
import type { PortalStats, Testimonial } from '@portal/contract';
import type { RowOf } from '../../db/typed-sql.js';
import { mediaUrl } from '../../lib/storage.js';
import type { STATS_COLUMNS } from './lookups.service.js';

export type TestimonialRow = { id: number; user: string; picture: string | null; text: string };

export const presentTestimonial = (publicUrl: string, r: TestimonialRow): Testimonial => ({
  id: r.id,
  user: r.user,
  user_profile_pic: mediaUrl(publicUrl, r.picture),
  text: r.text,
});

export type StatsRow = RowOf<typeof STATS_COLUMNS>;

export const presentStats = (r: StatsRow): PortalStats => ({
  open_jobs: Number(r.open_jobs),
  trainings: Number(r.trainings),
  competitions: Number(r.competitions),
  events: Number(r.events),
  companies: Number(r.companies),
});
