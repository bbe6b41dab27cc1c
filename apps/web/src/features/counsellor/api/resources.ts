/** The counsellor's career resources: list, load, create and update (multipart with upload progress), delete. */
import type { CareerResource } from '@portal/contract';
import { ownedItems } from '@/lib/queries/ownedItems';
import { CAREERS, CATALOGUE_KEY, COUNSELLOR_KEY } from './paths';

// The information hub lists the resources too.
const resources = ownedItems<CareerResource>({
  root: COUNSELLOR_KEY,
  name: 'resources',
  list: CAREERS.resources,
  one: CAREERS.resource,
  shownIn: [CATALOGUE_KEY],
});

export const {
  keys: resourceKeys,
  useList: useMyResources,
  useOne: useMyResource,
  useSave: useSaveResource,
  useDelete: useDeleteResource,
} = resources;
