/**
 * The one way a form that saves to the server is wired: the contract's zod schema checks it in the browser (on blur
 * and on submit, focusing the first invalid field), and a failed save shows its toast and puts the server's 400
 * messages beside the fields the form has.
 */
import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Group, Stack } from '@/lib/ui/plain';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { focusFirstInvalid } from '.';
import { contractResolver, type FormSchema } from './contractResolver';
import { reportFormError } from './report';

/** Shows a failed save: its toast titled `failure`, and a 400's messages beside the fields (then answers true). */
export type ReportSaveError = (error: unknown, failure: string) => boolean;

export interface ServerFormOptions<Values> {
  initialValues: Values;
  schema: FormSchema;
  /** The fields the form shows: a server message for another field becomes the toast's text. */
  fields: readonly string[];
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

// Mantine's own constraint: an interface of values satisfies Record<string, any> but not Record<string, unknown>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useServerForm<Values extends Record<string, any>>({
  initialValues,
  schema,
  fields,
  onSubmit,
}: ServerFormOptions<Values>): ServerForm<Values> {
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({ initialValues, validate: contractResolver(schema), validateInputOnBlur: true });
  const report: ReportSaveError = (error, failure) => reportFormError(error, failure, form, ref.current, fields);
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
