/**
 * A form's values as the multipart body the spec's clients send: text trimmed, a list as the field repeated, numbers
 * and booleans as text, a chosen file as itself. An empty value (null, undefined) is sent as '' so a PUT clears the
 * field, except for the fields named in `omitWhenEmpty`, which are left out (a file field: the stored file stays).
 */
export function multipartOf(values: object, omitWhenEmpty: readonly string[] = []): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values) as [string, unknown][]) {
    if (value instanceof File) body.append(key, value);
    else if (Array.isArray(value)) for (const item of value as unknown[]) body.append(key, String(item));
    else if (value === null || value === undefined) {
      if (!omitWhenEmpty.includes(key)) body.append(key, '');
    } else body.append(key, typeof value === 'string' ? value.trim() : String(value));
  }
  return body;
}
