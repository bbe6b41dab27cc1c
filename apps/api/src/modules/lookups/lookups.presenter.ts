// Common rows → the wire shapes of spec 000 §3: testimonials and the home figures.
import type { PortalStats, Testimonial } from '@portal/contract';
import { mediaUrl } from '../../lib/storage.js';

export type TestimonialRow = { id: number; user: string; picture: string | null; text: string };

export const presentTestimonial = (publicUrl: string, r: TestimonialRow): Testimonial => ({
  id: r.id,
  user: r.user,
  user_profile_pic: mediaUrl(publicUrl, r.picture),
  text: r.text,
});

export type StatsRow = {
  open_jobs: number;
  trainings: number;
  competitions: number;
  events: number;
  companies: number;
};

export const presentStats = (r: StatsRow): PortalStats => ({
  open_jobs: Number(r.open_jobs),
  trainings: Number(r.trainings),
  competitions: Number(r.competitions),
  events: Number(r.events),
  companies: Number(r.companies),
});
