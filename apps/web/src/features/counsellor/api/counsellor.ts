/** The caller's counsellor record (GET/POST careercounsellors, PUT /{id}/) and the form's option lists. */
import { API, type CareerCounsellor, type CounsellingCenter } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { careerServicesQuery, usePagedLookup } from '@/lib/form-lookups';
import { ownRecord } from '@/lib/queries/ownRecord';
import { CATALOGUE_KEY, COUNSELLOR_KEY } from './keys';

// Creating it gives the CarrierCouncillor account type; the public catalogue shows the counsellor.
export const {
  keys: counsellorKeys,
  useMine: useMyCounsellor,
  useSave: useSaveCounsellor,
} = ownRecord<CareerCounsellor>({
  root: COUNSELLOR_KEY,
  name: 'mine',
  list: API.counsellors,
  one: API.counsellor,
  shownIn: [CATALOGUE_KEY],
});

/** The options of Services Provided / Offered. */
export const useCareerServices = () => useQuery(careerServicesQuery());

/** Counselling centres a counsellor may work at (the public list, by name). */
export const useCentreOptions = () =>
  usePagedLookup<CounsellingCenter>('centre-options', API.counsellingCentres, { ordering: 'center_name' });
