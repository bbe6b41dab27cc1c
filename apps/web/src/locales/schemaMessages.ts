// The messages the contract's schemas give for wrong values, found by running them rather than from a hand-kept list:
// every exported zod schema is parsed with hostile values (missing, empty, blank, longer than any limit, wrong types,
// numbers out of range, broken dates, unusable files) and, so that the refinements across fields fire too, with a
// valid value built from each object's shape and then changed one field at a time. The catalogue test checks that
// each message found comes from a message table (catalogues.test.ts).
import * as contract from '@portal/contract';
import { z } from 'zod';

/** The message of an issue the schema does not word (a parse's error map reaches only those): zod's own English. */
const ZOD_DEFAULT = '\u0000zod default';

const file = (type: string, size = 1000, picture?: { width: number; height: number }) => ({
  name: 'upload',
  size,
  type,
  ...picture,
});

/**
 * Values most fields accept. Two past dates, the later first: a form filled in with the first and one date changed to
 * the second ends before it starts, or spans years (the refinements across fields).
 */
const FILLED: unknown[] = [
  'grace@example.ug',
  'https://example.ug/page',
  '0772 123456',
  '2010-05-06',
  '2001-02-03',
  '2999-01-01',
  '10:00',
  '11:30',
  'A sentence long enough for every minimum length.',
  '#0b3d91',
  'aB3_'.repeat(10),
  'true',
  true,
  false,
  1,
  5,
  1000,
  [1, 2],
  file('application/pdf'),
  file('image/png', 1000, { width: 10, height: 10 }),
];

/** Values that are missing, empty or wrong. */
const HOSTILE: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'ab',
  'x'.repeat(60_000),
  'bad value',
  '%%%',
  'javascript:alert(1)',
  '2026-02-31',
  '1800-01-01',
  '25:61',
  0,
  -1,
  -5,
  0.5,
  1e12,
  -1e12,
  Number.NaN,
  {},
  [],
  ['bad value'],
  file('application/pdf', 0),
  file('application/pdf', 1e10),
  file('text/plain'),
  file('image/png', 1000, { width: 100_000, height: 100_000 }),
];

/** The choices an enum or literal somewhere inside `schema` accepts (through optional, default, pipes, unions). */
function choicesOf(schema: z.core.$ZodType): unknown[] {
  if (schema instanceof z.ZodEnum) return [...schema.options];
  if (schema instanceof z.ZodLiteral) return [...schema.values];
  if (schema instanceof z.ZodPipe) return [...choicesOf(schema.in), ...choicesOf(schema.out)];
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option) => choicesOf(option));
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly
  )
    return choicesOf(schema.unwrap());
  return [];
}

/** The object a schema checks (itself, or the start of its pipe: a transform or a preprocess around it). */
function objectOf(schema: z.core.$ZodType): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectOf(schema.in);
  return undefined;
}

/** The issues `schema` finds in `value`; the messages the schema words itself (not zod's own) go to `found`. */
function issuesOf(schema: z.core.$ZodType, value: unknown, found: Set<string>): z.core.$ZodIssue[] {
  const issues = z.safeParse(schema, value, { error: () => ZOD_DEFAULT }).error?.issues ?? [];
  for (const issue of issues) if (issue.message !== ZOD_DEFAULT) found.add(issue.message);
  return issues;
}

/** Every message the exported schemas of the contract word themselves for the samples, and how many schemas ran. */
export function schemaMessages(): { messages: Set<string>; schemas: number } {
  const found = new Set<string>();
  const schemas = Object.values(contract).flatMap((value) => (value instanceof z.ZodType ? [value] : []));
  for (const schema of schemas) {
    const object = objectOf(schema);
    if (!object) {
      for (const value of [...FILLED, ...HOSTILE]) issuesOf(schema, value, found);
      continue;
    }
    for (const value of [undefined, null, {}, 'plain text']) issuesOf(schema, value, found);
    const shape = Object.entries(object.shape);
    // Each field's rules and messages, and the values it accepts: the fields of an object are checked apart, so one
    // parse with every field set tries a value on each.
    const pools = shape.map(([key, field]) => [key, [...FILLED, ...choicesOf(field), ...HOSTILE]] as const);
    const accepted = new Map<string, unknown[]>(shape.map(([key]) => [key, []]));
    const rounds = Math.max(...pools.map(([, pool]) => pool.length));
    for (let round = 0; round < rounds; round++) {
      const sample = Object.fromEntries(pools.map(([key, pool]) => [key, pool[round % pool.length]]));
      const refused = new Set(issuesOf(object, sample, found).map((issue) => issue.path[0]));
      for (const [key, pool] of pools)
        if (round < pool.length && !refused.has(key)) accepted.get(key)?.push(pool[round]);
    }
    // A bare object's messages are its fields': only a refinement or a transform can add one across fields.
    if (schema === object && !object.def.checks?.length) continue;
    // The rules across fields: from an object filled in (and one left as empty as allowed), one field changed.
    const bases = [
      Object.fromEntries(shape.map(([key]) => [key, accepted.get(key)?.[0]])),
      Object.fromEntries(
        shape.map(([key]) => {
          const values = accepted.get(key) ?? [];
          return [key, values.find((value) => HOSTILE.includes(value)) ?? values[0]];
        }),
      ),
    ];
    for (const base of bases) {
      issuesOf(schema, base, found);
      for (const [key] of shape)
        for (const value of accepted.get(key) ?? []) issuesOf(schema, { ...base, [key]: value }, found);
    }
  }
  return { messages: found, schemas: schemas.length };
}
