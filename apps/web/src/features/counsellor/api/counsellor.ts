/** The caller's counsellor record (GET/POST careercounsellors, PUT /{id}/) and the form's option lists. */
import type { CareerCounsellor, CounsellingCenter } from '@portal/contract';
import { usePagedLookup } from '@/lib/lookups';
import { ownRecord } from '@/lib/queries/ownRecord';
import { CAREERS, CATALOGUE_KEY, COUNSELLOR_KEY } from './paths';

// Creating it gives the CarrierCouncillor account type; the public catalogue shows the counsellor.
export const {
  keys: counsellorKeys,
  useMine: useMyCounsellor,
  useSave: useSaveCounsellor,
} = ownRecord<CareerCounsellor>({
  root: COUNSELLOR_KEY,
  name: 'mine',
  list: CAREERS.counsellors,
  one: CAREERS.counsellor,
  shownIn: [CATALOGUE_KEY],
});

/** The options of Services Provided / Offered. */
export const useCareerServices = () => usePagedLookup('career-services', CAREERS.services);

/** Counselling centres a counsellor may work at (the public list, by name). */
export const useCentreOptions = () =>
  usePagedLookup<CounsellingCenter>('centre-options', CAREERS.centres, { ordering: 'center_name' });
