// Counsellor rows → careerCounsellorSchemaOut, and the career services list's {id, name}.
import type { CareerCounsellor } from '@portal/contract';

export type CounsellorDb = {
  id: number;
  user_id: number;
  location: string;
  time_available: string;
  center_id: number | null;
  center_name: string | null;
  services: { id: number; name: string }[];
};

export const presentCounsellor = (r: CounsellorDb): CareerCounsellor => ({
  id: r.id,
  services_provided: r.services.map((s) => ({ id: s.id, name: s.name })),
  location: r.location,
  time_available: r.time_available,
  center: r.center_id,
  center_name: r.center_id === null ? null : r.center_name,
  user: r.user_id,
});

export const presentService = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });
