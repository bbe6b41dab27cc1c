// Counsellor rows → careerCounsellorSchemaOut, and the career services list's {id, name}.
import type { CareerCounsellor } from '@portal/contract';
import type { RowOf } from '../../db/typed-sql.js';
import type { COUNSELLOR_COLUMNS } from './counsellors.service.js';

export type CounsellorDb = RowOf<typeof COUNSELLOR_COLUMNS>;

export const presentCounsellor = (r: CounsellorDb): CareerCounsellor => ({
  id: r.id,
  services_provided: r.services.map((s) => ({ id: s.id, name: s.name })),
  location: r.location,
  time_available: r.time_available,
  center: r.center_id,
  center_name: r.center_id === null ? null : r.center_name,
  user: r.user_id,
});
