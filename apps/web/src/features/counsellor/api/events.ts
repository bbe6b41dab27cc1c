/** The counsellor's career events: list, load, create and update (multipart, optional logo), delete. */
import type { CareerEvent } from '@portal/contract';
import { ownedItems } from '@/lib/queries/ownedItems';
import { CAREERS, CATALOGUE_KEY, COUNSELLOR_KEY } from './paths';

// The manage table deletes through the public event path (spec 002 §7); the public lists and details show events too.
const events = ownedItems<CareerEvent>({
  root: COUNSELLOR_KEY,
  name: 'events',
  list: CAREERS.events,
  one: CAREERS.event,
  remove: CAREERS.deleteEvent,
  shownIn: [CATALOGUE_KEY],
});

export const {
  keys: eventKeys,
  useList: useMyEvents,
  useOne: useMyEvent,
  useSave: useSaveEvent,
  useDelete: useDeleteEvent,
} = events;
