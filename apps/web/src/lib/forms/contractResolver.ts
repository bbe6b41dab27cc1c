import { schemaResolver, type FormErrors } from '@mantine/form';
import { translateServerMessage } from '@/lib/i18n';

/** A schema a form can check with (the contract's zod schemas are). */
export type FormSchema = Parameters<typeof schemaResolver>[0];

/**
 * The one way a form checks its values in the browser: the contract's zod schema (the server's own rules), its
 * messages shown in the reader's language (lib/i18n).
 */
export function contractResolver<Values>(schema: FormSchema): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true }) as (values: Values) => FormErrors;
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([field, message]) => [
        field,
        typeof message === 'string' ? translateServerMessage(message) : message,
      ]),
    );
}
