/** The counsellor's career resources: list, load, create and update (multipart with upload progress), delete. */
import { API, type CareerResource } from '@portal/contract';
import { ownedItems } from '@/lib/queries/ownedItems';
import { CATALOGUE_KEY, COUNSELLOR_KEY } from './keys';

// The information hub lists the resources too.
const resources = ownedItems<CareerResource>({
  root: COUNSELLOR_KEY,
  name: 'resources',
  list: API.counsellorResources,
  one: API.counsellorResource,
  shownIn: [CATALOGUE_KEY],
});

export const {
  keys: resourceKeys,
  useList: useMyResources,
  useOne: useMyResource,
  useSave: useSaveResource,
  useDelete: useDeleteResource,
} = resources;
