/** The counsellor's own counselling centre: GET/POST counsellor-counselling-center, PATCH /{id}/. */
import type { CounsellingCenter } from '@portal/contract';
import { ownRecord } from '@/lib/queries/ownRecord';
import { CAREERS, CATALOGUE_KEY, COUNSELLOR_KEY } from './paths';

// The centre options of the counsellor form and the public centre pages change with it; it gives no account type.
export const {
  keys: centreKeys,
  useMine: useMyCentre,
  useSave: useSaveCentre,
} = ownRecord<CounsellingCenter>({
  root: COUNSELLOR_KEY,
  name: 'centre',
  list: CAREERS.myCentre,
  one: CAREERS.myCentreItem,
  update: 'PATCH',
  shownIn: [CATALOGUE_KEY],
  givesAccountType: false,
});
