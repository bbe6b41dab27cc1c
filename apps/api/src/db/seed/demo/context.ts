// The seed's shared context, apart from support.ts so that people.ts (which uses support's helpers) is not in a cycle.
import type { People } from './people.js';
import type { Calendar, Names, Rng, Tx } from './support.js';

/** What each part of the seed works with: the transaction, the generator, the calendar, lookups and people. */
/** `publicUrl`: the portal's address, for the demo's links that lead into the portal itself. */
export type DemoContext = {
  tx: Tx;
  rng: Rng;
  cal: Calendar;
  now: Date;
  names: Names;
  people: People;
  publicUrl: string;
};
