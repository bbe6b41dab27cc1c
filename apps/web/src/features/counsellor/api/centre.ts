/** The counsellor's own counselling centre: GET/POST counsellor-counselling-center, PATCH /{id}/. */
import { API, type CounsellingCenter } from '@portal/contract';
import { ownRecord } from '@/lib/queries/ownRecord';
import { CATALOGUE_KEY, COUNSELLOR_KEY } from './keys';

// The centre options of the counsellor form and the public centre pages change with it; it gives no account type.
export const {
  keys: centreKeys,
  useMine: useMyCentre,
  useSave: useSaveCentre,
} = ownRecord<CounsellingCenter>({
  root: COUNSELLOR_KEY,
  name: 'centre',
  list: API.myCounsellingCentre,
  one: API.myCounsellingCentreItem,
  update: 'PATCH',
  shownIn: [CATALOGUE_KEY],
  givesAccountType: false,
});
