// Career events, counselling centres and career resources → the wire shapes of spec 000 §3 and 002 §3.
import type { CareerEvent, CareerResource, CounsellingCenter } from '@portal/contract';
import { mediaUrl } from '../../lib/storage.js';

export type EventRow = {
  id: number;
  title: string;
  theme: string;
  location: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  registrationLink: string;
  targetAudience: string;
  logo: string | null;
};

export const presentEvent = (publicUrl: string, r: EventRow): CareerEvent => ({
  id: r.id,
  title: r.title,
  theme: r.theme,
  location: r.location,
  event_date: r.eventDate,
  start_time: r.startTime,
  end_time: r.endTime,
  registration_link: r.registrationLink,
  target_audience: r.targetAudience,
  logo: mediaUrl(publicUrl, r.logo),
});

export type CenterRow = {
  id: number;
  centerName: string;
  centerLocation: string;
  openingHours: string;
  termsAndConditions: string;
  phone: string | null;
  email: string | null;
  services: { id: number; name: string }[];
};

export const presentCenter = (r: CenterRow): CounsellingCenter => ({
  id: r.id,
  center_name: r.centerName,
  center_location: r.centerLocation,
  opening_hours: r.openingHours,
  terms_and_conditions: r.termsAndConditions,
  service_offered: r.services.map((s) => ({ id: s.id, name: s.name })),
  phone: r.phone,
  email: r.email,
});

export type ResourceRow = { id: number; title: string; description: string; upload: string };

/** The upload is a public document: its /media URL downloads it. */
export const presentResource = (publicUrl: string, r: ResourceRow): CareerResource => ({
  id: r.id,
  title: r.title,
  description: r.description,
  upload: mediaUrl(publicUrl, r.upload) ?? '',
});
