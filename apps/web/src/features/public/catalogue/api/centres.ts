/** GET /api/careers/counsellingcenter/ and /{id}/ (spec 000 §2.11). */
import { API, type CounsellingCenter } from '@portal/contract';
import { catalogueQueries } from './list';

export const {
  keys: centreKeys,
  listQuery: centresQuery,
  oneQuery: centreQuery,
  useList: useCounsellingCentres,
  useOne: useCounsellingCentre,
} = catalogueQueries<CounsellingCenter>(['catalogue', 'centres'], {
  list: API.counsellingCentres,
  one: API.counsellingCentre,
});
