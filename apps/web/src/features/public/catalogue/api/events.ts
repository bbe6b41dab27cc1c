/** GET /api/careers/careerevent/ and /{id}/ (spec 000 §2.10). */
import { API, type CareerEvent } from '@portal/contract';
import { catalogueQueries } from './list';

export const {
  keys: eventKeys,
  listQuery: careerEventsQuery,
  oneQuery: careerEventQuery,
  useList: useCareerEvents,
  useOne: useCareerEvent,
} = catalogueQueries<CareerEvent>(['catalogue', 'events'], { list: API.careerEvents, one: API.careerEvent });
