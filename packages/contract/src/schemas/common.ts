import { z } from 'zod';
import { MAX_ID } from '../constants.js';
import { pageSizeField } from './fields.js';

export const pageQuery = z.object({
  // Bounded so an absurd page number is a 400, never an overflowing OFFSET.
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeField(),
});

export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const namedRef = z.object({ id: z.number().int(), name: z.string() });

/** Error bodies shaped like Django REST Framework's. */
/** 400 bodies: `{field: [messages]}`, or `{detail}` when the body could not be read at all. */
export const fieldErrors = z.record(z.string(), z.union([z.array(z.string()), z.string()]));
export const detailError = z.object({ detail: z.string(), code: z.string().optional() });
