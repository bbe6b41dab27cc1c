/** The counsellor's career events: list, load, create and update (multipart, optional logo), delete. */
import { API, type CareerEvent } from '@portal/contract';
import { ownedItems } from '@/lib/queries/ownedItems';
import { CATALOGUE_KEY, COUNSELLOR_KEY } from './keys';

// The manage table deletes through the public event path (spec 002 §7); the public lists and details show events too.
const events = ownedItems<CareerEvent>({
  root: COUNSELLOR_KEY,
  name: 'events',
  list: API.counsellorEvents,
  one: API.counsellorEvent,
  remove: API.careerEvent,
  shownIn: [CATALOGUE_KEY],
});

export const {
  keys: eventKeys,
  useList: useMyEvents,
  useOne: useMyEvent,
  useSave: useSaveEvent,
  useDelete: useDeleteEvent,
} = events;
