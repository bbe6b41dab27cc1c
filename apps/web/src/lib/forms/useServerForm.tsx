/**
 * The one way a form that saves to the server is wired: the contract's zod schema checks it in the browser (on blur
 * and on submit, focusing the first invalid field), and a failed save shows its toast and puts the server's 400
 * messages beside the fields the form has.
 */
// Kept apart from lib/forms/index: the notifications it pulls in must stay off the first download (login form, home page).
import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Group, Stack } from '@/lib/ui/plain';
import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { ApiError, errorMessage, parseErrorBody } from '../errors';
import { english } from '../i18n';
import { notifyError } from '../notify';
import { focusFirstInvalid } from '.';
import { contractResolver, type FormSchema } from './contractResolver';

/**
 * A form's values. Mantine's own constraint: an interface of values satisfies Record<string, any> but not
 * Record<string, unknown>.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormValues = Record<string, any>;

/**
 * Shows a failed save: its toast, titled `failure` (else the generic "Error"), and a 400's messages beside the fields
 * (then answers true; anything else answers false, and the caller may close its dialog).
 */
export type ReportSaveError = (error: unknown, failure?: string) => boolean;

export interface ServerFormOptions<Values> extends Pick<UseFormInput<Values>, 'mode' | 'validateInputOnChange'> {
  initialValues: Values;
  schema: FormSchema;
  /** Checks the schema cannot make (an empty number box, a chosen picture), over the schema's messages. */
  validate?: (values: Values) => FormErrors;
  /** The fields the form shows: a server message for another field becomes the toast's text. */
  fields: readonly string[];
  /**
   * The API's name of a field → the form's, where they differ ('profile.gender' → 'gender': the form library reads a
   * dot as nesting). The schema's messages and the server's are placed through it.
   */
  fieldMap?: Readonly<Record<string, string>>;
  /** Runs with valid values; pass `report` to the save's onError. */
  onSubmit: (values: Values, report: ReportSaveError) => void;
}

export interface ServerForm<Values> {
  form: UseFormReturnType<Values>;
  /** Spread on the <form>. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  };
  report: ReportSaveError;
}

/** Messages keyed by the API's names, keyed by the form's (the first message of a field wins). */
function renamed(errors: FormErrors, fieldMap: Readonly<Record<string, string>>): FormErrors {
  const out: FormErrors = {};
  for (const [name, message] of Object.entries(errors)) out[fieldMap[name] ?? name] ??= message;
  return out;
}

/**
 * A 400 body's messages: those for the form's fields by field (a field's several messages joined), and the rest
 * (non_field_errors, detail, fields the form does not show) in order.
 */
function placeMessages(
  body: unknown,
  fields: readonly string[],
  fieldMap: Readonly<Record<string, string>> = {},
): { placed: Record<string, string>; unplaced: string[] } {
  const parsed = parseErrorBody(body);
  const placed: Record<string, string> = {};
  const unplaced = [...parsed.general];
  for (const [serverName, message] of Object.entries(parsed.fields)) {
    const name = fieldMap[serverName] ?? serverName;
    if (!fields.includes(name)) unplaced.push(message);
    else placed[name] = placed[name] ? `${placed[name]} ${message}` : message;
  }
  return { placed, unplaced };
}

export function useServerForm<Values extends FormValues>({
  initialValues,
  schema,
  validate,
  fields,
  fieldMap = {},
  onSubmit,
  ...options
}: ServerFormOptions<Values>): ServerForm<Values> {
  const ref = useRef<HTMLFormElement>(null);
  const check = contractResolver<Values>(schema);
  const form = useForm<Values>({
    ...options,
    initialValues,
    validate: (values) => ({ ...renamed(check(values), fieldMap), ...validate?.(values) }),
    validateInputOnBlur: true,
  });
  const report: ReportSaveError = (error, failure) => {
    if (error instanceof ApiError && error.status === 400) {
      const { placed, unplaced } = placeMessages(error.body, fields, fieldMap);
      form.setErrors(placed);
      const first = unplaced[0] ?? Object.values(placed)[0];
      notifyError(first ?? english('Please correct the highlighted fields.'), failure);
      focusFirstInvalid(ref.current);
      return true;
    }
    notifyError(errorMessage(error), failure);
    return false;
  };
  return {
    form,
    formProps: {
      ref,
      noValidate: true,
      onSubmit: form.onSubmit(
        (values) => onSubmit(values, report),
        () => focusFirstInvalid(ref.current),
      ),
    },
    report,
  };
}

/** A server form's layout: its fields one under another, then its buttons at the end. */
export function ServerFormFrame<Values>({
  server,
  actions,
  children,
}: {
  server: ServerForm<Values>;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <form {...server.formProps}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
